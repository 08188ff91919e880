; ModuleID = 'dtor_catches_during_unwind.cpp'
source_filename = "dtor_catches_during_unwind.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Careful = type { i8 }
%struct.Err = type { i32 }

$_ZN3ErrD2Ev = comdat any

$_ZN7CarefulD2Ev = comdat any

$_ZTS3Err = comdat any

$_ZTI3Err = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS3Err = linkonce_odr hidden constant [5 x i8] c"3Err\00", comdat, align 1
@_ZTI3Err = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Err, i32 0, i32 0) }, comdat, align 4
@.str = private unnamed_addr constant [16 x i8] c"main caught %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"~Err(%d)\0A\00", align 1
@.str.3 = private unnamed_addr constant [28 x i8] c"~Careful caught its own %d\0A\00", align 1
@_ZTIi = external constant i8*
@.str.4 = private unnamed_addr constant [24 x i8] c"~Careful caught int %d\0A\00", align 1
@str = private unnamed_addr constant [15 x i8] c"~Careful start\00", align 1
@str.6 = private unnamed_addr constant [13 x i8] c"~Careful end\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  invoke fastcc void @_ZL4workv()
          to label %15 unwind label %1

1:                                                ; preds = %0
  %2 = catchswitch within none [label %3] unwind to caller

3:                                                ; preds = %1
  %4 = catchpad within %2 [i8* bitcast ({ i8*, i8* }* @_ZTI3Err to i8*)]
  %5 = tail call i8* @llvm.wasm.get.exception(token %4)
  %6 = tail call i32 @llvm.wasm.get.ehselector(token %4)
  %7 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI3Err to i8*)) #2
  %8 = icmp eq i32 %6, %7
  br i1 %8, label %9, label %14

9:                                                ; preds = %3
  %10 = call i8* @__cxa_begin_catch(i8* %5) #2 [ "funclet"(token %4) ]
  %11 = bitcast i8* %10 to i32*
  %12 = load i32, i32* %11, align 4, !tbaa !2
  %13 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i32 0, i32 0), i32 noundef %12) [ "funclet"(token %4) ]
  call void @__cxa_end_catch() [ "funclet"(token %4) ]
  catchret from %4 to label %15

14:                                               ; preds = %3
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %4) ]
  unreachable

15:                                               ; preds = %0, %9
  ret i32 0
}

; Function Attrs: mustprogress noinline norecurse noreturn
define internal fastcc void @_ZL4workv() unnamed_addr #1 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca %struct.Careful, align 1
  %2 = getelementptr inbounds %struct.Careful, %struct.Careful* %1, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %2) #2
  %3 = tail call i8* @__cxa_allocate_exception(i32 4) #2
  %4 = bitcast i8* %3 to i32*
  store i32 1, i32* %4, align 16, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %3, i8* bitcast ({ i8*, i8* }* @_ZTI3Err to i8*), i8* bitcast (%struct.Err* (%struct.Err*)* @_ZN3ErrD2Ev to i8*)) #6
          to label %8 unwind label %5

5:                                                ; preds = %0
  %6 = cleanuppad within none []
  %7 = call noundef %struct.Careful* @_ZN7CarefulD2Ev(%struct.Careful* noundef nonnull align 1 dereferenceable(1) %1) #2 [ "funclet"(token %6) ]
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %2) #2
  cleanupret from %6 unwind to caller

8:                                                ; preds = %0
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #2

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #2

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #4

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

declare void @__cxa_end_catch() local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #4

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

; Function Attrs: nounwind
define linkonce_odr hidden noundef %struct.Err* @_ZN3ErrD2Ev(%struct.Err* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #7 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = getelementptr inbounds %struct.Err, %struct.Err* %0, i32 0, i32 0
  %3 = load i32, i32* %2, align 4, !tbaa !2
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i32 0, i32 0), i32 noundef %3)
  ret %struct.Err* %0
}

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: nounwind
define linkonce_odr hidden noundef %struct.Careful* @_ZN7CarefulD2Ev(%struct.Careful* noundef nonnull returned align 1 dereferenceable(1) %0) unnamed_addr #7 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @str, i32 0, i32 0))
  invoke fastcc void @_ZL7helper2i()
          to label %18 unwind label %3

3:                                                ; preds = %1
  %4 = catchswitch within none [label %5] unwind label %38

5:                                                ; preds = %3
  %6 = catchpad within %4 [i8* bitcast ({ i8*, i8* }* @_ZTI3Err to i8*)]
  %7 = tail call i8* @llvm.wasm.get.exception(token %6)
  %8 = tail call i32 @llvm.wasm.get.ehselector(token %6)
  %9 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI3Err to i8*)) #2
  %10 = icmp eq i32 %8, %9
  br i1 %10, label %11, label %17

11:                                               ; preds = %5
  %12 = call i8* @__cxa_begin_catch(i8* %7) #2 [ "funclet"(token %6) ]
  %13 = bitcast i8* %12 to i32*
  %14 = load i32, i32* %13, align 4, !tbaa !2
  %15 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str.3, i32 0, i32 0), i32 noundef %14) [ "funclet"(token %6) ]
  invoke void @__cxa_end_catch() [ "funclet"(token %6) ]
          to label %16 unwind label %38

16:                                               ; preds = %11
  catchret from %6 to label %18

17:                                               ; preds = %5
  invoke void @llvm.wasm.rethrow() #6 [ "funclet"(token %6) ]
          to label %37 unwind label %38

18:                                               ; preds = %1, %16
  %19 = tail call i8* @__cxa_allocate_exception(i32 4) #2
  %20 = bitcast i8* %19 to i32*
  store i32 3, i32* %20, align 16, !tbaa !7
  invoke void @__cxa_throw(i8* nonnull %19, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #6
          to label %37 unwind label %21

21:                                               ; preds = %18
  %22 = catchswitch within none [label %23] unwind label %38

23:                                               ; preds = %21
  %24 = catchpad within %22 [i8* bitcast (i8** @_ZTIi to i8*)]
  %25 = tail call i8* @llvm.wasm.get.exception(token %24)
  %26 = tail call i32 @llvm.wasm.get.ehselector(token %24)
  %27 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #2
  %28 = icmp eq i32 %26, %27
  br i1 %28, label %29, label %34

29:                                               ; preds = %23
  %30 = call i8* @__cxa_begin_catch(i8* %25) #2 [ "funclet"(token %24) ]
  %31 = bitcast i8* %30 to i32*
  %32 = load i32, i32* %31, align 4, !tbaa !7
  %33 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.4, i32 0, i32 0), i32 noundef %32) [ "funclet"(token %24) ]
  call void @__cxa_end_catch() #2 [ "funclet"(token %24) ]
  catchret from %24 to label %35

34:                                               ; preds = %23
  invoke void @llvm.wasm.rethrow() #6 [ "funclet"(token %24) ]
          to label %37 unwind label %38

35:                                               ; preds = %29
  %36 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @str.6, i32 0, i32 0))
  ret %struct.Careful* %0

37:                                               ; preds = %34, %18, %17
  unreachable

38:                                               ; preds = %11, %34, %21, %17, %3
  %39 = cleanuppad within none []
  call void @_ZSt9terminatev() #10 [ "funclet"(token %39) ]
  unreachable
}

; Function Attrs: mustprogress noinline noreturn
define internal fastcc void @_ZL7helper2i() unnamed_addr #8 {
  tail call fastcc void @_ZL6helperi()
  unreachable
}

; Function Attrs: mustprogress noinline noreturn
define internal fastcc void @_ZL6helperi() unnamed_addr #8 {
  %1 = tail call i8* @__cxa_allocate_exception(i32 4) #2
  %2 = bitcast i8* %1 to i32*
  store i32 2, i32* %2, align 16, !tbaa !2
  tail call void @__cxa_throw(i8* %1, i8* bitcast ({ i8*, i8* }* @_ZTI3Err to i8*), i8* bitcast (%struct.Err* (%struct.Err*)* @_ZN3ErrD2Ev to i8*)) #6
  unreachable
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { mustprogress norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { mustprogress noinline norecurse noreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { nounwind }
attributes #3 = { nofree nosync nounwind readnone }
attributes #4 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #6 = { noreturn }
attributes #7 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #8 = { mustprogress noinline noreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #9 = { nofree nounwind }
attributes #10 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !4, i64 0}
!3 = !{!"_ZTS3Err", !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
!7 = !{!4, !4, i64 0}
