; ModuleID = 'throw_through_function_pointer.cpp'
source_filename = "throw_through_function_pointer.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

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
@_ZTV5Calc2 = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI5Calc2, ptr @_ZN5Calc24virtEi, ptr @_ZN4CalcD2Ev, ptr @_ZN5Calc2D0Ev] }, comdat, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS5Calc2 = linkonce_odr dso_local constant [7 x i8] c"5Calc2\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS4Calc = linkonce_odr dso_local constant [6 x i8] c"4Calc\00", comdat, align 1
@_ZTI4Calc = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS4Calc }, comdat, align 4
@_ZTI5Calc2 = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS5Calc2, ptr @_ZTI4Calc }, comdat, align 4
@.str.7 = private unnamed_addr constant [9 x i8] c"call_pmf\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca [2 x ptr], align 8
  %2 = alloca %struct.Calc2, align 4
  %3 = alloca { i32, i32 }, align 4
  %4 = alloca { i32, i32 }, align 4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #11
  %5 = load i64, ptr @__const.main.ok_ops, align 8
  store i64 %5, ptr %1, align 8
  %6 = call fastcc noundef i32 @_ZL9apply_allPKPFiiEii(ptr noundef nonnull %1, i32 noundef 2)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %6)
  %8 = invoke fastcc noundef i32 @_ZL9apply_allPKPFiiEii(ptr noundef nonnull @__const.main.bad_ops, i32 noundef 3)
          to label %19 unwind label %9

9:                                                ; preds = %0
  %10 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %11 = extractvalue { ptr, i32 } %10, 0
  %12 = extractvalue { ptr, i32 } %10, 1
  %13 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %62

15:                                               ; preds = %9
  %16 = tail call ptr @__cxa_begin_catch(ptr %11) #11
  %17 = load i32, ptr %16, align 4, !tbaa !6
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %17)
  tail call void @__cxa_end_catch() #11
  br label %19

19:                                               ; preds = %0, %15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #11
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV5Calc2, i32 8), ptr %2, align 4, !tbaa !10
  %20 = getelementptr inbounds i8, ptr %2, i32 4
  store i32 1000, ptr %20, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #11
  store i32 ptrtoint (ptr @_ZN4Calc5plainEi to i32), ptr %3, align 4, !tbaa !14
  %21 = getelementptr inbounds i8, ptr %3, i32 4
  store i32 0, ptr %21, align 4, !tbaa !14
  invoke fastcc void @_ZL8call_pmfR4CalcMS_FiiEi(ptr noundef nonnull align 4 dereferenceable(8) %2, ptr noundef nonnull byval({ i32, i32 }) align 4 %3, i32 noundef 7)
          to label %22 unwind label %23

22:                                               ; preds = %19
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #11
  br label %33

23:                                               ; preds = %19
  %24 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %25 = extractvalue { ptr, i32 } %24, 0
  %26 = extractvalue { ptr, i32 } %24, 1
  %27 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11
  %28 = icmp eq i32 %26, %27
  br i1 %28, label %29, label %59

29:                                               ; preds = %23
  %30 = call ptr @__cxa_begin_catch(ptr %25) #11
  %31 = load i32, ptr %30, align 4, !tbaa !6
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %31)
  call void @__cxa_end_catch() #11
  br label %33

33:                                               ; preds = %29, %22
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #11
  store i32 1, ptr %4, align 4, !tbaa !14
  %34 = getelementptr inbounds i8, ptr %4, i32 4
  store i32 0, ptr %34, align 4, !tbaa !14
  invoke fastcc void @_ZL8call_pmfR4CalcMS_FiiEi(ptr noundef nonnull align 4 dereferenceable(8) %2, ptr noundef nonnull byval({ i32, i32 }) align 4 %4, i32 noundef 8)
          to label %35 unwind label %36

35:                                               ; preds = %33
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #11
  br label %46

36:                                               ; preds = %33
  %37 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %38 = extractvalue { ptr, i32 } %37, 0
  %39 = extractvalue { ptr, i32 } %37, 1
  %40 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11
  %41 = icmp eq i32 %39, %40
  br i1 %41, label %42, label %59

42:                                               ; preds = %36
  %43 = call ptr @__cxa_begin_catch(ptr %38) #11
  %44 = load i32, ptr %43, align 4, !tbaa !6
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %44)
  call void @__cxa_end_catch() #11
  br label %46

46:                                               ; preds = %42, %35
  %47 = call ptr @__cxa_allocate_exception(i32 4) #11
  store i32 42, ptr %47, align 16, !tbaa !6
  invoke void @__cxa_throw(ptr nonnull %47, ptr nonnull @_ZTIi, ptr null) #12
          to label %48 unwind label %49

48:                                               ; preds = %46
  unreachable

49:                                               ; preds = %46
  %50 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %51 = extractvalue { ptr, i32 } %50, 0
  %52 = extractvalue { ptr, i32 } %50, 1
  %53 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11
  %54 = icmp eq i32 %52, %53
  br i1 %54, label %55, label %59

55:                                               ; preds = %49
  %56 = call ptr @__cxa_begin_catch(ptr %51) #11
  %57 = load i32, ptr %56, align 4, !tbaa !6
  %58 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %57)
  call void @__cxa_end_catch() #11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #11
  ret i32 0

59:                                               ; preds = %49, %36, %23
  %60 = phi i32 [ %39, %36 ], [ %26, %23 ], [ %52, %49 ]
  %61 = phi ptr [ %38, %36 ], [ %25, %23 ], [ %51, %49 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #11
  br label %62

62:                                               ; preds = %59, %9
  %63 = phi i32 [ %60, %59 ], [ %12, %9 ]
  %64 = phi ptr [ %61, %59 ], [ %11, %9 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #11
  %65 = insertvalue { ptr, i32 } poison, ptr %64, 0
  %66 = insertvalue { ptr, i32 } %65, i32 %63, 1
  resume { ptr, i32 } %66
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef range(i32 -2147483647, -2147483648) i32 @_ZL5op_oki(i32 noundef %0) #2 {
  %2 = add nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef i32 @_ZL9op_doublei(i32 noundef %0) #2 {
  %2 = shl nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc noundef i32 @_ZL9apply_allPKPFiiEii(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #4 personality ptr @__gxx_personality_v0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %7, label %4

4:                                                ; preds = %13, %2
  %5 = phi i32 [ 3, %2 ], [ %12, %13 ]
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.5)
  ret i32 %5

7:                                                ; preds = %2, %13
  %8 = phi i32 [ %12, %13 ], [ 3, %2 ]
  %9 = phi i32 [ %14, %13 ], [ 0, %2 ]
  %10 = getelementptr inbounds ptr, ptr %0, i32 %9
  %11 = load ptr, ptr %10, align 4, !tbaa !15
  %12 = invoke noundef i32 %11(i32 noundef %8)
          to label %13 unwind label %16

13:                                               ; preds = %7
  %14 = add nuw nsw i32 %9, 1
  %15 = icmp eq i32 %14, %1
  br i1 %15, label %4, label %7, !llvm.loop !17

16:                                               ; preds = %7
  %17 = landingpad { ptr, i32 }
          cleanup
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.5)
  resume { ptr, i32 } %17
}

; Function Attrs: mustprogress noreturn uwtable
define internal noundef i32 @_ZL8op_throwi(i32 noundef %0) #5 {
  %2 = tail call ptr @__cxa_allocate_exception(i32 4) #11
  %3 = mul nsw i32 %0, 100
  store i32 %3, ptr %2, align 16, !tbaa !6
  tail call void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTIi, ptr null) #12
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #6

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc void @_ZL8call_pmfR4CalcMS_FiiEi(ptr noundef nonnull align 4 dereferenceable(8) %0, ptr nocapture noundef readonly byval({ i32, i32 }) align 4 %1, i32 noundef %2) unnamed_addr #4 personality ptr @__gxx_personality_v0 {
  %4 = load i32, ptr %1, align 4, !tbaa !14
  %5 = getelementptr inbounds i8, ptr %1, i32 4
  %6 = load i32, ptr %5, align 4, !tbaa !14
  %7 = getelementptr inbounds i8, ptr %0, i32 %6
  %8 = and i32 %4, 1
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %15, label %10

10:                                               ; preds = %3
  %11 = load ptr, ptr %7, align 4, !tbaa !10
  %12 = getelementptr i8, ptr %11, i32 %4
  %13 = getelementptr i8, ptr %12, i32 -1
  %14 = load ptr, ptr %13, align 4, !nosanitize !19
  br label %17

15:                                               ; preds = %3
  %16 = inttoptr i32 %4 to ptr
  br label %17

17:                                               ; preds = %15, %10
  %18 = phi ptr [ %14, %10 ], [ %16, %15 ]
  %19 = invoke noundef i32 %18(ptr noundef nonnull align 4 dereferenceable(8) %7, i32 noundef %2)
          to label %20 unwind label %22

20:                                               ; preds = %17
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.7)
  ret void

22:                                               ; preds = %17
  %23 = landingpad { ptr, i32 }
          cleanup
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.7)
  resume { ptr, i32 } %23
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZN4Calc5plainEi(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) #7 comdat align 2 {
  %3 = icmp sgt i32 %1, 5
  br i1 %3, label %4, label %9

4:                                                ; preds = %2
  %5 = tail call ptr @__cxa_allocate_exception(i32 4) #11
  %6 = getelementptr inbounds i8, ptr %0, i32 4
  %7 = load i32, ptr %6, align 4, !tbaa !12
  %8 = add nsw i32 %7, %1
  store i32 %8, ptr %5, align 16, !tbaa !6
  tail call void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTIi, ptr null) #12
  unreachable

9:                                                ; preds = %2
  ret i32 %1
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4CalcD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #8 comdat align 2 {
  ret void
}

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZN5Calc24virtEi(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #7 comdat align 2 {
  %3 = tail call ptr @__cxa_allocate_exception(i32 4) #11
  %4 = sub nsw i32 0, %1
  store i32 %4, ptr %3, align 16, !tbaa !6
  tail call void @__cxa_throw(ptr nonnull %3, ptr nonnull @_ZTIi, ptr null) #12
  unreachable
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN5Calc2D0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #9 comdat align 2 {
  tail call void @_ZdlPvj(ptr noundef nonnull %0, i32 noundef 8) #13
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvj(ptr noundef, i32 noundef) local_unnamed_addr #10

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress noreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind memory(none) }
attributes #7 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #9 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #10 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #11 = { nounwind }
attributes #12 = { noreturn }
attributes #13 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"vtable pointer", !9, i64 0}
!12 = !{!13, !7, i64 4}
!13 = !{!"_ZTS4Calc", !7, i64 4}
!14 = !{!8, !8, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !8, i64 0}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{}
