; ModuleID = 'function_try_block_func.cpp'
source_filename = "function_try_block_func.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Noisy = type { i32 }

$_ZN5NoisyD2Ev = comdat any

@_ZTIi = external constant i8*
@.str = private unnamed_addr constant [15 x i8] c"compute(1)=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"compute(5)=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [27 x i8] c"caught from destructor %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"main handler %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"compute handler %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [17 x i8] c"~Noisy(%d) body\0A\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"~Noisy handler %d (rethrows)\0A\00", align 1
@str = private unnamed_addr constant [7 x i8] c"~Local\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: norecurse
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca %struct.Noisy, align 4
  %2 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @str, i32 0, i32 0)) #4
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i32 0, i32 0), i32 noundef 10)
  %4 = tail call i8* @__cxa_allocate_exception(i32 4) #4
  %5 = bitcast i8* %4 to i32*
  store i32 5, i32* %5, align 16, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %4, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #6
          to label %24 unwind label %6

6:                                                ; preds = %0
  %7 = cleanuppad within none []
  %8 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @str, i32 0, i32 0)) #4 [ "funclet"(token %7) ]
  cleanupret from %7 unwind label %9

9:                                                ; preds = %6
  %10 = catchswitch within none [label %11] unwind label %48

11:                                               ; preds = %9
  %12 = catchpad within %10 [i8* bitcast (i8** @_ZTIi to i8*)]
  %13 = tail call i8* @llvm.wasm.get.exception(token %12)
  %14 = tail call i32 @llvm.wasm.get.ehselector(token %12)
  %15 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #4
  %16 = icmp eq i32 %14, %15
  br i1 %16, label %17, label %22

17:                                               ; preds = %11
  %18 = call i8* @__cxa_begin_catch(i8* %13) #4 [ "funclet"(token %12) ]
  %19 = bitcast i8* %18 to i32*
  %20 = load i32, i32* %19, align 4, !tbaa !2
  %21 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.4, i32 0, i32 0), i32 noundef %20) [ "funclet"(token %12) ]
  call void @__cxa_end_catch() #4 [ "funclet"(token %12) ]
  catchret from %12 to label %25

22:                                               ; preds = %11
  invoke void @llvm.wasm.rethrow() #6 [ "funclet"(token %12) ]
          to label %23 unwind label %48

23:                                               ; preds = %22
  unreachable

24:                                               ; preds = %0
  unreachable

25:                                               ; preds = %17
  %26 = sub nsw i32 0, %20
  %27 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i32 0, i32 0), i32 noundef %26)
  %28 = bitcast %struct.Noisy* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %28) #4
  %29 = getelementptr inbounds %struct.Noisy, %struct.Noisy* %1, i32 0, i32 0
  store i32 2, i32* %29, align 4, !tbaa !6
  %30 = invoke noundef %struct.Noisy* @_ZN5NoisyD2Ev(%struct.Noisy* noundef nonnull align 4 dereferenceable(4) %1)
          to label %31 unwind label %32

31:                                               ; preds = %25
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %28) #4
  br label %45

32:                                               ; preds = %25
  %33 = catchswitch within none [label %34] unwind label %48

34:                                               ; preds = %32
  %35 = catchpad within %33 [i8* bitcast (i8** @_ZTIi to i8*)]
  %36 = call i8* @llvm.wasm.get.exception(token %35)
  %37 = call i32 @llvm.wasm.get.ehselector(token %35)
  %38 = icmp eq i32 %37, %14
  br i1 %38, label %39, label %44

39:                                               ; preds = %34
  %40 = call i8* @__cxa_begin_catch(i8* %36) #4 [ "funclet"(token %35) ]
  %41 = bitcast i8* %40 to i32*
  %42 = load i32, i32* %41, align 4, !tbaa !2
  %43 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.2, i32 0, i32 0), i32 noundef %42) [ "funclet"(token %35) ]
  call void @__cxa_end_catch() #4 [ "funclet"(token %35) ]
  catchret from %35 to label %45

44:                                               ; preds = %34
  invoke void @llvm.wasm.rethrow() #6 [ "funclet"(token %35) ]
          to label %63 unwind label %48

45:                                               ; preds = %39, %31
  %46 = call i8* @__cxa_allocate_exception(i32 4) #4
  %47 = bitcast i8* %46 to i32*
  store i32 99, i32* %47, align 16, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %46, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #6
          to label %63 unwind label %48

48:                                               ; preds = %22, %9, %45, %44, %32
  %49 = catchswitch within none [label %50] unwind to caller

50:                                               ; preds = %48
  %51 = catchpad within %49 [i8* bitcast (i8** @_ZTIi to i8*)]
  %52 = call i8* @llvm.wasm.get.exception(token %51)
  %53 = call i32 @llvm.wasm.get.ehselector(token %51)
  %54 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #4
  %55 = icmp eq i32 %53, %54
  br i1 %55, label %56, label %61

56:                                               ; preds = %50
  %57 = call i8* @__cxa_begin_catch(i8* %52) #4 [ "funclet"(token %51) ]
  %58 = bitcast i8* %57 to i32*
  %59 = load i32, i32* %58, align 4, !tbaa !2
  %60 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i32 0, i32 0), i32 noundef %59) [ "funclet"(token %51) ]
  call void @__cxa_end_catch() #4 [ "funclet"(token %51) ]
  catchret from %51 to label %62

61:                                               ; preds = %50
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %51) ]
  unreachable

62:                                               ; preds = %56
  ret i32 3

63:                                               ; preds = %45, %44
  unreachable
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

define linkonce_odr hidden noundef %struct.Noisy* @_ZN5NoisyD2Ev(%struct.Noisy* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #3 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = getelementptr inbounds %struct.Noisy, %struct.Noisy* %0, i32 0, i32 0
  %3 = load i32, i32* %2, align 4, !tbaa !6
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.6, i32 0, i32 0), i32 noundef %3)
  %5 = load i32, i32* %2, align 4, !tbaa !6
  %6 = icmp eq i32 %5, 2
  br i1 %6, label %7, label %26

7:                                                ; preds = %1
  %8 = tail call i8* @__cxa_allocate_exception(i32 4) #4
  %9 = bitcast i8* %8 to i32*
  %10 = load i32, i32* %2, align 4, !tbaa !6
  store i32 %10, i32* %9, align 16, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %8, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #6
          to label %29 unwind label %11

11:                                               ; preds = %7
  %12 = catchswitch within none [label %13] unwind to caller

13:                                               ; preds = %11
  %14 = catchpad within %12 [i8* bitcast (i8** @_ZTIi to i8*)]
  %15 = tail call i8* @llvm.wasm.get.exception(token %14)
  %16 = tail call i32 @llvm.wasm.get.ehselector(token %14)
  %17 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #4
  %18 = icmp eq i32 %16, %17
  br i1 %18, label %19, label %25

19:                                               ; preds = %13
  %20 = call i8* @__cxa_begin_catch(i8* %15) #4 [ "funclet"(token %14) ]
  %21 = bitcast i8* %20 to i32*
  %22 = load i32, i32* %21, align 4, !tbaa !2
  %23 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.7, i32 0, i32 0), i32 noundef %22) [ "funclet"(token %14) ]
  invoke void @__cxa_rethrow() [ "funclet"(token %14) ]
          to label %24 unwind label %27

24:                                               ; preds = %19
  unreachable

25:                                               ; preds = %13
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %14) ]
  unreachable

26:                                               ; preds = %1
  ret %struct.Noisy* %0

27:                                               ; preds = %19
  %28 = cleanuppad within %14 []
  call void @__cxa_end_catch() #4 [ "funclet"(token %28) ]
  cleanupret from %28 unwind to caller

29:                                               ; preds = %7
  unreachable
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #4

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #4

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #5

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

declare void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #4 = { nounwind }
attributes #5 = { nofree nosync nounwind readnone }
attributes #6 = { noreturn }
attributes #7 = { nofree nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C++ TBAA"}
!6 = !{!7, !3, i64 0}
!7 = !{!"_ZTS5Noisy", !3, i64 0}
