; ModuleID = 'exception_lifetime_loop.cpp'
source_filename = "exception_lifetime_loop.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

$_ZN2ExD2Ev = comdat any

$_ZTS3Sub = comdat any

$_ZTS2Ex = comdat any

$_ZTI2Ex = comdat any

$_ZTI3Sub = comdat any

@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS3Sub = linkonce_odr dso_local constant [5 x i8] c"3Sub\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS2Ex = linkonce_odr dso_local constant [4 x i8] c"2Ex\00", comdat, align 1
@_ZTI2Ex = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS2Ex }, comdat, align 8
@_ZTI3Sub = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS3Sub, ptr @_ZTI2Ex }, comdat, align 8
@_ZTIi = external constant ptr
@_ZL4live = internal unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [24 x i8] c"live %d after round %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [36 x i8] c"sum %lld made %d copies %d live %d\0A\00", align 1
@_ZL4made = internal unnamed_addr global i32 0, align 4
@_ZL6copies = internal unnamed_addr global i32 0, align 4

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_seh0 {
  br label %6

1:                                                ; preds = %48
  %2 = load i32, ptr @_ZL4made, align 4, !tbaa !5
  %3 = load i32, ptr @_ZL6copies, align 4, !tbaa !5
  %4 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %30, i32 noundef %2, i32 noundef %3, i32 noundef %4)
  ret i32 0

6:                                                ; preds = %0, %48
  %7 = phi i64 [ 0, %0 ], [ %30, %48 ]
  %8 = phi i32 [ 0, %0 ], [ %49, %48 ]
  invoke fastcc void @_ZL7throweri(i32 noundef %8)
          to label %26 unwind label %9

9:                                                ; preds = %6
  %10 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI3Sub
          catch ptr @_ZTI2Ex
          catch ptr @_ZTIi
  %11 = extractvalue { ptr, i32 } %10, 0
  %12 = extractvalue { ptr, i32 } %10, 1
  %13 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3Sub) #5
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %35

15:                                               ; preds = %9
  %16 = tail call ptr @__cxa_get_exception_ptr(ptr %11) #5
  %17 = load i32, ptr %16, align 4, !tbaa !9
  %18 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr @_ZL4live, align 4, !tbaa !5
  %20 = load i32, ptr @_ZL6copies, align 4, !tbaa !5
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr @_ZL6copies, align 4, !tbaa !5
  %22 = tail call ptr @__cxa_begin_catch(ptr %11) #5
  %23 = mul nsw i32 %17, 3
  %24 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %25 = add nsw i32 %24, -1
  store i32 %25, ptr @_ZL4live, align 4, !tbaa !5
  tail call void @__cxa_end_catch()
  br label %27

26:                                               ; preds = %6
  unreachable

27:                                               ; preds = %15, %38, %45
  %28 = phi i32 [ %23, %15 ], [ %41, %38 ], [ %47, %45 ]
  %29 = sext i32 %28 to i64
  %30 = add nsw i64 %7, %29
  %31 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %48, label %33

33:                                               ; preds = %27
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %31, i32 noundef %8)
  br label %48

35:                                               ; preds = %9
  %36 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI2Ex) #5
  %37 = icmp eq i32 %12, %36
  br i1 %37, label %38, label %42

38:                                               ; preds = %35
  %39 = tail call ptr @__cxa_begin_catch(ptr %11) #5
  %40 = load i32, ptr %39, align 4, !tbaa !9
  %41 = shl nsw i32 %40, 1
  tail call void @__cxa_end_catch()
  br label %27

42:                                               ; preds = %35
  %43 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #5
  %44 = icmp eq i32 %12, %43
  br i1 %44, label %45, label %51

45:                                               ; preds = %42
  %46 = tail call ptr @__cxa_begin_catch(ptr %11) #5
  %47 = load i32, ptr %46, align 4, !tbaa !5
  tail call void @__cxa_end_catch() #5
  br label %27

48:                                               ; preds = %27, %33
  %49 = add nuw nsw i32 %8, 1
  %50 = icmp eq i32 %49, 1000
  br i1 %50, label %1, label %6, !llvm.loop !11

51:                                               ; preds = %42
  resume { ptr, i32 } %10
}

; Function Attrs: mustprogress noinline norecurse noreturn uwtable
define internal fastcc void @_ZL7throweri(i32 noundef %0) unnamed_addr #1 personality ptr @__gxx_personality_seh0 {
  %2 = srem i32 %0, 3
  %3 = tail call ptr @__cxa_allocate_exception(i64 4) #5
  switch i32 %2, label %14 [
    i32 0, label %4
    i32 1, label %9
  ]

4:                                                ; preds = %1
  store i32 %0, ptr %3, align 4, !tbaa !9
  %5 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @_ZL4live, align 4, !tbaa !5
  %7 = load i32, ptr @_ZL4made, align 4, !tbaa !5
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr @_ZL4made, align 4, !tbaa !5
  tail call void @__cxa_throw(ptr nonnull %3, ptr nonnull @_ZTI2Ex, ptr nonnull @_ZN2ExD2Ev) #6
  unreachable

9:                                                ; preds = %1
  store i32 %0, ptr %3, align 4, !tbaa !9
  %10 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr @_ZL4live, align 4, !tbaa !5
  %12 = load i32, ptr @_ZL4made, align 4, !tbaa !5
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr @_ZL4made, align 4, !tbaa !5
  tail call void @__cxa_throw(ptr nonnull %3, ptr nonnull @_ZTI3Sub, ptr nonnull @_ZN2ExD2Ev) #6
  unreachable

14:                                               ; preds = %1
  store i32 %0, ptr %3, align 16, !tbaa !5
  tail call void @__cxa_throw(ptr nonnull %3, ptr nonnull @_ZTIi, ptr null) #6
  unreachable
}

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare dso_local ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare dso_local void @__cxa_end_catch() local_unnamed_addr

declare dso_local ptr @__cxa_get_exception_ptr(ptr) local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN2ExD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 {
  %2 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %3 = add nsw i32 %2, -1
  store i32 %3, ptr @_ZL4live, align 4, !tbaa !5
  ret void
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

declare dso_local ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare dso_local void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline norecurse noreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !6, i64 0}
!10 = !{!"_ZTS2Ex", !6, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
