; ModuleID = 'throw_through_function_pointer.cpp'
source_filename = "throw_through_function_pointer.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Calc2 = type { %struct.Calc }
%struct.Calc = type { ptr, i32 }

$_ZN4Calc5plainEi = comdat any

$_ZN4CalcD2Ev = comdat any

$_ZN5Calc24virtEi = comdat any

$_ZN5Calc2D0Ev = comdat any

$_ZTV5Calc2 = comdat any

$_ZTS5Calc2 = comdat any

$_ZTS4Calc = comdat any

$_ZTI4Calc = comdat any

$_ZTI5Calc2 = comdat any

@__const.main.ok_ops = private unnamed_addr constant [2 x ptr] [ptr @_ZL5op_oki, ptr @_ZL9op_doublei], align 8
@.str = private unnamed_addr constant [7 x i8] c"ok %d\0A\00", align 1
@__const.main.bad_ops = private unnamed_addr constant [3 x ptr] [ptr @_ZL5op_oki, ptr @_ZL8op_throwi, ptr @_ZL9op_doublei], align 4
@_ZTIi = external constant ptr
@.str.1 = private unnamed_addr constant [16 x i8] c"table threw %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"pmf plain threw %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"pmf virtual threw %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"lambda threw %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"apply_all\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"~Guard(%s)\0A\00", align 1
@_ZTV5Calc2 = linkonce_odr hidden unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI5Calc2, ptr @_ZN5Calc24virtEi, ptr @_ZN4CalcD2Ev, ptr @_ZN5Calc2D0Ev] }, comdat, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS5Calc2 = linkonce_odr hidden constant [7 x i8] c"5Calc2\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS4Calc = linkonce_odr hidden constant [6 x i8] c"4Calc\00", comdat, align 1
@_ZTI4Calc = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS4Calc }, comdat, align 4
@_ZTI5Calc2 = linkonce_odr hidden constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS5Calc2, ptr @_ZTI4Calc }, comdat, align 4
@.str.7 = private unnamed_addr constant [9 x i8] c"call_pmf\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca [2 x ptr], align 8
  %2 = alloca %struct.Calc2, align 4
  %3 = alloca { i32, i32 }, align 4
  %4 = alloca { i32, i32 }, align 4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #13
  %5 = load i64, ptr @__const.main.ok_ops, align 8
  store i64 %5, ptr %1, align 8
  %6 = call fastcc noundef i32 @_ZL9apply_allPKPFiiEii(ptr noundef nonnull %1, i32 noundef 2)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %6)
  %8 = invoke fastcc noundef i32 @_ZL9apply_allPKPFiiEii(ptr noundef nonnull @__const.main.bad_ops, i32 noundef 3)
          to label %22 unwind label %9

9:                                                ; preds = %0
  %10 = catchswitch within none [label %11] unwind to caller

11:                                               ; preds = %9
  %12 = catchpad within %10 [ptr @_ZTIi]
  %13 = tail call ptr @llvm.wasm.get.exception(token %12)
  %14 = tail call i32 @llvm.wasm.get.ehselector(token %12)
  %15 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #13
  %16 = icmp eq i32 %14, %15
  br i1 %16, label %17, label %21

17:                                               ; preds = %11
  %18 = call ptr @__cxa_begin_catch(ptr %13) #13 [ "funclet"(token %12) ]
  %19 = load i32, ptr %18, align 4, !tbaa !2
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %19) [ "funclet"(token %12) ]
  call void @__cxa_end_catch() #13 [ "funclet"(token %12) ]
  catchret from %12 to label %22

21:                                               ; preds = %11
  call void @llvm.wasm.rethrow() #8 [ "funclet"(token %12) ]
  unreachable

22:                                               ; preds = %0, %17
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #13
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV5Calc2, i32 8), ptr %2, align 4, !tbaa !6
  %23 = getelementptr inbounds i8, ptr %2, i32 4
  store i32 1000, ptr %23, align 4, !tbaa !8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #13
  store i32 ptrtoint (ptr @_ZN4Calc5plainEi to i32), ptr %3, align 4, !tbaa !10
  %24 = getelementptr inbounds i8, ptr %3, i32 4
  store i32 0, ptr %24, align 4, !tbaa !10
  invoke fastcc void @_ZL8call_pmfR4CalcMS_FiiEi(ptr noundef nonnull align 4 dereferenceable(8) %2, ptr noundef nonnull byval({ i32, i32 }) align 4 %3, i32 noundef 7)
          to label %71 unwind label %25

25:                                               ; preds = %22
  %26 = catchswitch within none [label %27] unwind to caller

27:                                               ; preds = %25
  %28 = catchpad within %26 [ptr @_ZTIi]
  %29 = call ptr @llvm.wasm.get.exception(token %28)
  %30 = call i32 @llvm.wasm.get.ehselector(token %28)
  %31 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #13
  %32 = icmp eq i32 %30, %31
  br i1 %32, label %33, label %37

33:                                               ; preds = %27
  %34 = call ptr @__cxa_begin_catch(ptr %29) #13 [ "funclet"(token %28) ]
  %35 = load i32, ptr %34, align 4, !tbaa !2
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %35) [ "funclet"(token %28) ]
  call void @__cxa_end_catch() #13 [ "funclet"(token %28) ]
  catchret from %28 to label %38

37:                                               ; preds = %27
  call void @llvm.wasm.rethrow() #8 [ "funclet"(token %28) ]
  unreachable

38:                                               ; preds = %33, %71
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #13
  store i32 0, ptr %4, align 4, !tbaa !10
  %39 = getelementptr inbounds i8, ptr %4, i32 4
  store i32 1, ptr %39, align 4, !tbaa !10
  invoke fastcc void @_ZL8call_pmfR4CalcMS_FiiEi(ptr noundef nonnull align 4 dereferenceable(8) %2, ptr noundef nonnull byval({ i32, i32 }) align 4 %4, i32 noundef 8)
          to label %70 unwind label %40

40:                                               ; preds = %38
  %41 = catchswitch within none [label %42] unwind to caller

42:                                               ; preds = %40
  %43 = catchpad within %41 [ptr @_ZTIi]
  %44 = call ptr @llvm.wasm.get.exception(token %43)
  %45 = call i32 @llvm.wasm.get.ehselector(token %43)
  %46 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #13
  %47 = icmp eq i32 %45, %46
  br i1 %47, label %48, label %52

48:                                               ; preds = %42
  %49 = call ptr @__cxa_begin_catch(ptr %44) #13 [ "funclet"(token %43) ]
  %50 = load i32, ptr %49, align 4, !tbaa !2
  %51 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %50) [ "funclet"(token %43) ]
  call void @__cxa_end_catch() #13 [ "funclet"(token %43) ]
  catchret from %43 to label %53

52:                                               ; preds = %42
  call void @llvm.wasm.rethrow() #8 [ "funclet"(token %43) ]
  unreachable

53:                                               ; preds = %48, %70
  %54 = call ptr @__cxa_allocate_exception(i32 4) #13
  store i32 42, ptr %54, align 16, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %54, ptr nonnull @_ZTIi, ptr null) #8
          to label %55 unwind label %56

55:                                               ; preds = %53
  unreachable

56:                                               ; preds = %53
  %57 = catchswitch within none [label %58] unwind to caller

58:                                               ; preds = %56
  %59 = catchpad within %57 [ptr @_ZTIi]
  %60 = call ptr @llvm.wasm.get.exception(token %59)
  %61 = call i32 @llvm.wasm.get.ehselector(token %59)
  %62 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #13
  %63 = icmp eq i32 %61, %62
  br i1 %63, label %64, label %68

64:                                               ; preds = %58
  %65 = call ptr @__cxa_begin_catch(ptr %60) #13 [ "funclet"(token %59) ]
  %66 = load i32, ptr %65, align 4, !tbaa !2
  %67 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %66) [ "funclet"(token %59) ]
  call void @__cxa_end_catch() #13 [ "funclet"(token %59) ]
  catchret from %59 to label %69

68:                                               ; preds = %58
  call void @llvm.wasm.rethrow() #8 [ "funclet"(token %59) ]
  unreachable

69:                                               ; preds = %64
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #13
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #13
  ret i32 0

70:                                               ; preds = %38
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #13
  br label %53

71:                                               ; preds = %22
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #13
  br label %38
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal noundef range(i32 -2147483647, -2147483648) i32 @_ZL5op_oki(i32 noundef %0) #2 {
  %2 = add nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal noundef i32 @_ZL9op_doublei(i32 noundef %0) #2 {
  %2 = shl nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress noinline norecurse
define internal fastcc noundef i32 @_ZL9apply_allPKPFiiEii(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #4 personality ptr @__gxx_wasm_personality_v0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %7, label %4

4:                                                ; preds = %13, %2
  %5 = phi i32 [ 3, %2 ], [ %12, %13 ]
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.5)
  ret i32 %5

7:                                                ; preds = %2, %13
  %8 = phi i32 [ %14, %13 ], [ 0, %2 ]
  %9 = phi i32 [ %12, %13 ], [ 3, %2 ]
  %10 = getelementptr inbounds ptr, ptr %0, i32 %8
  %11 = load ptr, ptr %10, align 4, !tbaa !11
  %12 = invoke noundef i32 %11(i32 noundef %9)
          to label %13 unwind label %16

13:                                               ; preds = %7
  %14 = add nuw nsw i32 %8, 1
  %15 = icmp eq i32 %14, %1
  br i1 %15, label %4, label %7, !llvm.loop !13

16:                                               ; preds = %7
  %17 = cleanuppad within none []
  %18 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.5) [ "funclet"(token %17) ]
  cleanupret from %17 unwind to caller
}

; Function Attrs: mustprogress noreturn
define internal noundef i32 @_ZL8op_throwi(i32 noundef %0) #5 {
  %2 = tail call ptr @__cxa_allocate_exception(i32 4) #13
  %3 = mul nsw i32 %0, 100
  store i32 %3, ptr %2, align 16, !tbaa !2
  tail call void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTIi, ptr null) #8
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #6

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #7

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #8

; Function Attrs: mustprogress noinline norecurse
define internal fastcc void @_ZL8call_pmfR4CalcMS_FiiEi(ptr noundef nonnull align 4 dereferenceable(8) %0, ptr nocapture noundef readonly byval({ i32, i32 }) align 4 %1, i32 noundef %2) unnamed_addr #4 personality ptr @__gxx_wasm_personality_v0 {
  %4 = load i32, ptr %1, align 4, !tbaa !10
  %5 = getelementptr inbounds i8, ptr %1, i32 4
  %6 = load i32, ptr %5, align 4, !tbaa !10
  %7 = ashr i32 %6, 1
  %8 = getelementptr inbounds i8, ptr %0, i32 %7
  %9 = and i32 %6, 1
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %15, label %11

11:                                               ; preds = %3
  %12 = load ptr, ptr %8, align 4, !tbaa !6
  %13 = getelementptr i8, ptr %12, i32 %4, !nosanitize !15
  %14 = load ptr, ptr %13, align 4, !nosanitize !15
  br label %17

15:                                               ; preds = %3
  %16 = inttoptr i32 %4 to ptr
  br label %17

17:                                               ; preds = %15, %11
  %18 = phi ptr [ %14, %11 ], [ %16, %15 ]
  %19 = invoke noundef i32 %18(ptr noundef nonnull align 4 dereferenceable(8) %8, i32 noundef %2)
          to label %20 unwind label %22

20:                                               ; preds = %17
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.7)
  ret void

22:                                               ; preds = %17
  %23 = cleanuppad within none []
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.7) [ "funclet"(token %23) ]
  cleanupret from %23 unwind to caller
}

; Function Attrs: mustprogress
define linkonce_odr hidden noundef i32 @_ZN4Calc5plainEi(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) #9 comdat {
  %3 = icmp sgt i32 %1, 5
  br i1 %3, label %4, label %9

4:                                                ; preds = %2
  %5 = tail call ptr @__cxa_allocate_exception(i32 4) #13
  %6 = getelementptr inbounds i8, ptr %0, i32 4
  %7 = load i32, ptr %6, align 4, !tbaa !8
  %8 = add nsw i32 %7, %1
  store i32 %8, ptr %5, align 16, !tbaa !2
  tail call void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTIi, ptr null) #8
  unreachable

9:                                                ; preds = %2
  ret i32 %1
}

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef ptr @_ZN4CalcD2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #10 comdat {
  ret ptr %0
}

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress
define linkonce_odr hidden noundef i32 @_ZN5Calc24virtEi(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #9 comdat {
  %3 = tail call ptr @__cxa_allocate_exception(i32 4) #13
  %4 = sub nsw i32 0, %1
  store i32 %4, ptr %3, align 16, !tbaa !2
  tail call void @__cxa_throw(ptr nonnull %3, ptr nonnull @_ZTIi, ptr null) #8
  unreachable
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr hidden void @_ZN5Calc2D0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #11 comdat {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i32 noundef 8) #14
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i32 noundef) local_unnamed_addr #12

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { mustprogress noinline norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #5 = { mustprogress noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { nofree nosync nounwind memory(none) }
attributes #8 = { noreturn }
attributes #9 = { mustprogress "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #10 = { mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #11 = { inlinehint mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #12 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #13 = { nounwind }
attributes #14 = { builtin nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C++ TBAA"}
!6 = !{!7, !7, i64 0}
!7 = !{!"vtable pointer", !5, i64 0}
!8 = !{!9, !3, i64 4}
!9 = !{!"_ZTS4Calc", !3, i64 4}
!10 = !{!4, !4, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"any pointer", !4, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{}
