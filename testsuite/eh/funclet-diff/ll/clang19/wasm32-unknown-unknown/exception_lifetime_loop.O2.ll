; ModuleID = 'exception_lifetime_loop.cpp'
source_filename = "exception_lifetime_loop.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

$_ZN2ExD2Ev = comdat any

$_ZTS3Sub = comdat any

$_ZTS2Ex = comdat any

$_ZTI2Ex = comdat any

$_ZTI3Sub = comdat any

@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS3Sub = linkonce_odr hidden constant [5 x i8] c"3Sub\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS2Ex = linkonce_odr hidden constant [4 x i8] c"2Ex\00", comdat, align 1
@_ZTI2Ex = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS2Ex }, comdat, align 4
@_ZTI3Sub = linkonce_odr hidden constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS3Sub, ptr @_ZTI2Ex }, comdat, align 4
@_ZTIi = external constant ptr
@_ZL4live = internal unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [24 x i8] c"live %d after round %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [36 x i8] c"sum %lld made %d copies %d live %d\0A\00", align 1
@_ZL4made = internal unnamed_addr global i32 0, align 4
@_ZL6copies = internal unnamed_addr global i32 0, align 4

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  br label %6

1:                                                ; preds = %51
  %2 = load i32, ptr @_ZL4made, align 4, !tbaa !2
  %3 = load i32, ptr @_ZL6copies, align 4, !tbaa !2
  %4 = load i32, ptr @_ZL4live, align 4, !tbaa !2
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %46, i32 noundef %2, i32 noundef %3, i32 noundef %4)
  ret i32 0

6:                                                ; preds = %0, %51
  %7 = phi i64 [ 0, %0 ], [ %46, %51 ]
  %8 = phi i32 [ 0, %0 ], [ %52, %51 ]
  invoke fastcc void @_ZL7throweri(i32 noundef %8)
          to label %42 unwind label %9

9:                                                ; preds = %6
  %10 = catchswitch within none [label %11] unwind to caller

11:                                               ; preds = %9
  %12 = catchpad within %10 [ptr @_ZTI3Sub, ptr @_ZTI2Ex, ptr @_ZTIi]
  %13 = tail call ptr @llvm.wasm.get.exception(token %12)
  %14 = tail call i32 @llvm.wasm.get.ehselector(token %12)
  %15 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3Sub) #7
  %16 = icmp eq i32 %14, %15
  br i1 %16, label %17, label %28

17:                                               ; preds = %11
  %18 = call ptr @__cxa_get_exception_ptr(ptr %13) #7 [ "funclet"(token %12) ]
  %19 = load i32, ptr %18, align 4, !tbaa !6
  %20 = load i32, ptr @_ZL4live, align 4, !tbaa !2
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr @_ZL4live, align 4, !tbaa !2
  %22 = load i32, ptr @_ZL6copies, align 4, !tbaa !2
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr @_ZL6copies, align 4, !tbaa !2
  %24 = call ptr @__cxa_begin_catch(ptr %13) #7 [ "funclet"(token %12) ]
  %25 = mul nsw i32 %19, 3
  %26 = load i32, ptr @_ZL4live, align 4, !tbaa !2
  %27 = add nsw i32 %26, -1
  store i32 %27, ptr @_ZL4live, align 4, !tbaa !2
  call void @__cxa_end_catch() [ "funclet"(token %12) ]
  catchret from %12 to label %43

28:                                               ; preds = %11
  %29 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI2Ex) #7
  %30 = icmp eq i32 %14, %29
  br i1 %30, label %31, label %35

31:                                               ; preds = %28
  %32 = call ptr @__cxa_begin_catch(ptr %13) #7 [ "funclet"(token %12) ]
  %33 = load i32, ptr %32, align 4, !tbaa !6
  %34 = shl nsw i32 %33, 1
  call void @__cxa_end_catch() [ "funclet"(token %12) ]
  catchret from %12 to label %43

35:                                               ; preds = %28
  %36 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #7
  %37 = icmp eq i32 %14, %36
  br i1 %37, label %38, label %41

38:                                               ; preds = %35
  %39 = call ptr @__cxa_begin_catch(ptr %13) #7 [ "funclet"(token %12) ]
  %40 = load i32, ptr %39, align 4, !tbaa !2
  call void @__cxa_end_catch() #7 [ "funclet"(token %12) ]
  catchret from %12 to label %43

41:                                               ; preds = %35
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %12) ]
  unreachable

42:                                               ; preds = %6
  unreachable

43:                                               ; preds = %38, %31, %17
  %44 = phi i32 [ %25, %17 ], [ %34, %31 ], [ %40, %38 ]
  %45 = sext i32 %44 to i64
  %46 = add nsw i64 %7, %45
  %47 = load i32, ptr @_ZL4live, align 4, !tbaa !2
  %48 = icmp eq i32 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %43
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %47, i32 noundef %8)
  br label %51

51:                                               ; preds = %43, %49
  %52 = add nuw nsw i32 %8, 1
  %53 = icmp eq i32 %52, 1000
  br i1 %53, label %1, label %6, !llvm.loop !8
}

; Function Attrs: mustprogress noinline norecurse noreturn
define internal fastcc void @_ZL7throweri(i32 noundef %0) unnamed_addr #1 personality ptr @__gxx_wasm_personality_v0 {
  %2 = srem i32 %0, 3
  %3 = tail call ptr @__cxa_allocate_exception(i32 4) #7
  switch i32 %2, label %14 [
    i32 0, label %4
    i32 1, label %9
  ]

4:                                                ; preds = %1
  store i32 %0, ptr %3, align 4, !tbaa !6
  %5 = load i32, ptr @_ZL4live, align 4, !tbaa !2
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @_ZL4live, align 4, !tbaa !2
  %7 = load i32, ptr @_ZL4made, align 4, !tbaa !2
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr @_ZL4made, align 4, !tbaa !2
  tail call void @__cxa_throw(ptr nonnull %3, ptr nonnull @_ZTI2Ex, ptr nonnull @_ZN2ExD2Ev) #5
  unreachable

9:                                                ; preds = %1
  store i32 %0, ptr %3, align 4, !tbaa !6
  %10 = load i32, ptr @_ZL4live, align 4, !tbaa !2
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr @_ZL4live, align 4, !tbaa !2
  %12 = load i32, ptr @_ZL4made, align 4, !tbaa !2
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr @_ZL4made, align 4, !tbaa !2
  tail call void @__cxa_throw(ptr nonnull %3, ptr nonnull @_ZTI3Sub, ptr nonnull @_ZN2ExD2Ev) #5
  unreachable

14:                                               ; preds = %1
  store i32 %0, ptr %3, align 16, !tbaa !2
  tail call void @__cxa_throw(ptr nonnull %3, ptr nonnull @_ZTIi, ptr null) #5
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #2

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

declare ptr @__cxa_get_exception_ptr(ptr) local_unnamed_addr

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef ptr @_ZN2ExD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #4 comdat {
  %2 = load i32, ptr @_ZL4live, align 4, !tbaa !2
  %3 = add nsw i32 %2, -1
  store i32 %3, ptr @_ZL4live, align 4, !tbaa !2
  ret ptr %0
}

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress noinline norecurse noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #5 = { noreturn }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C++ TBAA"}
!6 = !{!7, !3, i64 0}
!7 = !{!"_ZTS2Ex", !3, i64 0}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
