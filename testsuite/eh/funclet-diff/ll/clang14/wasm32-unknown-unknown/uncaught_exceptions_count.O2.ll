; ModuleID = 'uncaught_exceptions_count.cpp'
source_filename = "uncaught_exceptions_count.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Nested = type { i8 }

$_ZN6NestedD2Ev = comdat any

@.str = private unnamed_addr constant [6 x i8] c"start\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"normal scope exit\00", align 1
@_ZTIi = external constant i8*
@.str.2 = private unnamed_addr constant [7 x i8] c"unwind\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"handler\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"end\00", align 1
@.str.5 = private unnamed_addr constant [50 x i8] c"%s: uncaught_exceptions=%d uncaught_exception=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"~Nested before\00", align 1
@.str.7 = private unnamed_addr constant [21 x i8] c"~Nested inner unwind\00", align 1
@.str.8 = private unnamed_addr constant [22 x i8] c"~Nested inner handler\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"~Nested after\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: norecurse
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca %struct.Nested, align 1
  %2 = tail call noundef i32 @_ZSt19uncaught_exceptionsv() #3
  %3 = tail call noundef zeroext i1 @_ZSt18uncaught_exceptionv() #3
  %4 = zext i1 %3 to i32
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @.str.5, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i32 0), i32 noundef %2, i32 noundef %4) #3
  %6 = tail call noundef i32 @_ZSt19uncaught_exceptionsv() #3
  %7 = tail call noundef zeroext i1 @_ZSt18uncaught_exceptionv() #3
  %8 = zext i1 %7 to i32
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @.str.5, i32 0, i32 0), i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.1, i32 0, i32 0), i32 noundef %6, i32 noundef %8) #3
  %10 = getelementptr inbounds %struct.Nested, %struct.Nested* %1, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %10) #3
  %11 = tail call i8* @__cxa_allocate_exception(i32 4) #3
  %12 = bitcast i8* %11 to i32*
  store i32 1, i32* %12, align 16, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %11, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #5
          to label %40 unwind label %13

13:                                               ; preds = %0
  %14 = cleanuppad within none []
  %15 = call noundef %struct.Nested* @_ZN6NestedD2Ev(%struct.Nested* noundef nonnull align 1 dereferenceable(1) %1) #3 [ "funclet"(token %14) ]
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %10) #3
  %16 = call noundef i32 @_ZSt19uncaught_exceptionsv() #3 [ "funclet"(token %14) ]
  %17 = call noundef zeroext i1 @_ZSt18uncaught_exceptionv() #3 [ "funclet"(token %14) ]
  %18 = zext i1 %17 to i32
  %19 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @.str.5, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i32 0, i32 0), i32 noundef %16, i32 noundef %18) #3 [ "funclet"(token %14) ]
  cleanupret from %14 unwind label %20

20:                                               ; preds = %13
  %21 = catchswitch within none [label %22] unwind to caller

22:                                               ; preds = %20
  %23 = catchpad within %21 [i8* bitcast (i8** @_ZTIi to i8*)]
  %24 = call i8* @llvm.wasm.get.exception(token %23)
  %25 = call i32 @llvm.wasm.get.ehselector(token %23)
  %26 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #3
  %27 = icmp eq i32 %25, %26
  br i1 %27, label %28, label %34

28:                                               ; preds = %22
  %29 = call i8* @__cxa_begin_catch(i8* %24) #3 [ "funclet"(token %23) ]
  %30 = call noundef i32 @_ZSt19uncaught_exceptionsv() #3 [ "funclet"(token %23) ]
  %31 = call noundef zeroext i1 @_ZSt18uncaught_exceptionv() #3 [ "funclet"(token %23) ]
  %32 = zext i1 %31 to i32
  %33 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @.str.5, i32 0, i32 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i32 0, i32 0), i32 noundef %30, i32 noundef %32) #3 [ "funclet"(token %23) ]
  call void @__cxa_end_catch() #3 [ "funclet"(token %23) ]
  catchret from %23 to label %35

34:                                               ; preds = %22
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %23) ]
  unreachable

35:                                               ; preds = %28
  %36 = call noundef i32 @_ZSt19uncaught_exceptionsv() #3
  %37 = call noundef zeroext i1 @_ZSt18uncaught_exceptionv() #3
  %38 = zext i1 %37 to i32
  %39 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @.str.5, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i32 0, i32 0), i32 noundef %36, i32 noundef %38) #3
  ret i32 0

40:                                               ; preds = %0
  unreachable
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare i32 @__gxx_wasm_personality_v0(...)

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: nounwind
define linkonce_odr hidden noundef %struct.Nested* @_ZN6NestedD2Ev(%struct.Nested* noundef nonnull returned align 1 dereferenceable(1) %0) unnamed_addr #2 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = tail call noundef i32 @_ZSt19uncaught_exceptionsv() #3
  %3 = tail call noundef zeroext i1 @_ZSt18uncaught_exceptionv() #3
  %4 = zext i1 %3 to i32
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @.str.5, i32 0, i32 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.6, i32 0, i32 0), i32 noundef %2, i32 noundef %4) #3
  %6 = tail call i8* @__cxa_allocate_exception(i32 4) #3
  %7 = bitcast i8* %6 to i32*
  store i32 2, i32* %7, align 16, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %6, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #5
          to label %34 unwind label %8

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  %10 = call noundef i32 @_ZSt19uncaught_exceptionsv() #3 [ "funclet"(token %9) ]
  %11 = call noundef zeroext i1 @_ZSt18uncaught_exceptionv() #3 [ "funclet"(token %9) ]
  %12 = zext i1 %11 to i32
  %13 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @.str.5, i32 0, i32 0), i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.7, i32 0, i32 0), i32 noundef %10, i32 noundef %12) #3 [ "funclet"(token %9) ]
  cleanupret from %9 unwind label %14

14:                                               ; preds = %8
  %15 = catchswitch within none [label %16] unwind label %35

16:                                               ; preds = %14
  %17 = catchpad within %15 [i8* bitcast (i8** @_ZTIi to i8*)]
  %18 = tail call i8* @llvm.wasm.get.exception(token %17)
  %19 = tail call i32 @llvm.wasm.get.ehselector(token %17)
  %20 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #3
  %21 = icmp eq i32 %19, %20
  br i1 %21, label %22, label %28

22:                                               ; preds = %16
  %23 = call i8* @__cxa_begin_catch(i8* %18) #3 [ "funclet"(token %17) ]
  %24 = call noundef i32 @_ZSt19uncaught_exceptionsv() #3 [ "funclet"(token %17) ]
  %25 = call noundef zeroext i1 @_ZSt18uncaught_exceptionv() #3 [ "funclet"(token %17) ]
  %26 = zext i1 %25 to i32
  %27 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @.str.5, i32 0, i32 0), i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.8, i32 0, i32 0), i32 noundef %24, i32 noundef %26) #3 [ "funclet"(token %17) ]
  call void @__cxa_end_catch() #3 [ "funclet"(token %17) ]
  catchret from %17 to label %29

28:                                               ; preds = %16
  invoke void @llvm.wasm.rethrow() #5 [ "funclet"(token %17) ]
          to label %34 unwind label %35

29:                                               ; preds = %22
  %30 = tail call noundef i32 @_ZSt19uncaught_exceptionsv() #3
  %31 = tail call noundef zeroext i1 @_ZSt18uncaught_exceptionv() #3
  %32 = zext i1 %31 to i32
  %33 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @.str.5, i32 0, i32 0), i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i32 0, i32 0), i32 noundef %30, i32 noundef %32) #3
  ret %struct.Nested* %0

34:                                               ; preds = %28, %1
  unreachable

35:                                               ; preds = %28, %14
  %36 = cleanuppad within none []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %36) ]
  unreachable
}

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #3

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #3

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #4

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nounwind
declare noundef i32 @_ZSt19uncaught_exceptionsv() local_unnamed_addr #7

; Function Attrs: nounwind
declare noundef zeroext i1 @_ZSt18uncaught_exceptionv() local_unnamed_addr #7

declare void @_ZSt9terminatev() local_unnamed_addr

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { nounwind }
attributes #4 = { nofree nosync nounwind readnone }
attributes #5 = { noreturn }
attributes #6 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #7 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C++ TBAA"}
