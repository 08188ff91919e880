; ModuleID = 'throw_through_function_pointer.cpp'
source_filename = "throw_through_function_pointer.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Calc2 = type { %struct.Calc.base, [4 x i8] }
%struct.Calc.base = type <{ ptr, i32 }>

$_ZN4Calc5plainEi = comdat any

$_ZN4CalcD2Ev = comdat any

$_ZN5Calc24virtEi = comdat any

$_ZN5Calc2D0Ev = comdat any

$_ZTV5Calc2 = comdat any

$_ZTS5Calc2 = comdat any

$_ZTS4Calc = comdat any

$_ZTI4Calc = comdat any

$_ZTI5Calc2 = comdat any

@__const.main.ok_ops = private unnamed_addr constant [2 x ptr] [ptr @_ZL5op_oki, ptr @_ZL9op_doublei], align 16
@.str = private unnamed_addr constant [7 x i8] c"ok %d\0A\00", align 1
@__const.main.bad_ops = private unnamed_addr constant [3 x ptr] [ptr @_ZL5op_oki, ptr @_ZL8op_throwi, ptr @_ZL9op_doublei], align 16
@_ZTIi = external constant ptr
@.str.1 = private unnamed_addr constant [16 x i8] c"table threw %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"pmf plain threw %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"pmf virtual threw %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"lambda threw %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"apply_all\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"~Guard(%s)\0A\00", align 1
@_ZTV5Calc2 = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI5Calc2, ptr @_ZN5Calc24virtEi, ptr @_ZN4CalcD2Ev, ptr @_ZN5Calc2D0Ev] }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS5Calc2 = linkonce_odr dso_local constant [7 x i8] c"5Calc2\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS4Calc = linkonce_odr dso_local constant [6 x i8] c"4Calc\00", comdat, align 1
@_ZTI4Calc = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS4Calc }, comdat, align 8
@_ZTI5Calc2 = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS5Calc2, ptr @_ZTI4Calc }, comdat, align 8
@.str.7 = private unnamed_addr constant [9 x i8] c"call_pmf\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_seh0 {
  %1 = alloca %struct.Calc2, align 8
  %2 = alloca { i64, i64 }, align 8
  %3 = alloca { i64, i64 }, align 8
  %4 = tail call fastcc noundef i32 @_ZL9apply_allPKPFiiEii(ptr noundef nonnull @__const.main.ok_ops, i32 noundef 2)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %4)
  %6 = invoke fastcc noundef i32 @_ZL9apply_allPKPFiiEii(ptr noundef nonnull @__const.main.bad_ops, i32 noundef 3)
          to label %17 unwind label %7

7:                                                ; preds = %0
  %8 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %9 = extractvalue { ptr, i32 } %8, 0
  %10 = extractvalue { ptr, i32 } %8, 1
  %11 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11
  %12 = icmp eq i32 %10, %11
  br i1 %12, label %13, label %60

13:                                               ; preds = %7
  %14 = tail call ptr @__cxa_begin_catch(ptr %9) #11
  %15 = load i32, ptr %14, align 4, !tbaa !5
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %15)
  tail call void @__cxa_end_catch() #11
  br label %17

17:                                               ; preds = %0, %13
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #11
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV5Calc2, i64 16), ptr %1, align 8, !tbaa !9
  %18 = getelementptr inbounds i8, ptr %1, i64 8
  store i32 1000, ptr %18, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #11
  store i64 ptrtoint (ptr @_ZN4Calc5plainEi to i64), ptr %2, align 8, !tbaa !13
  %19 = getelementptr inbounds i8, ptr %2, i64 8
  store i64 0, ptr %19, align 8, !tbaa !13
  invoke fastcc void @_ZL8call_pmfR4CalcMS_FiiEi(ptr noundef nonnull align 8 dereferenceable(12) %1, ptr noundef nonnull %2, i32 noundef 7)
          to label %20 unwind label %21

20:                                               ; preds = %17
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #11
  br label %31

21:                                               ; preds = %17
  %22 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %23 = extractvalue { ptr, i32 } %22, 0
  %24 = extractvalue { ptr, i32 } %22, 1
  %25 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11
  %26 = icmp eq i32 %24, %25
  br i1 %26, label %27, label %57

27:                                               ; preds = %21
  %28 = call ptr @__cxa_begin_catch(ptr %23) #11
  %29 = load i32, ptr %28, align 4, !tbaa !5
  %30 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %29)
  call void @__cxa_end_catch() #11
  br label %31

31:                                               ; preds = %27, %20
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #11
  store i64 1, ptr %3, align 8, !tbaa !13
  %32 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 0, ptr %32, align 8, !tbaa !13
  invoke fastcc void @_ZL8call_pmfR4CalcMS_FiiEi(ptr noundef nonnull align 8 dereferenceable(12) %1, ptr noundef nonnull %3, i32 noundef 8)
          to label %33 unwind label %34

33:                                               ; preds = %31
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #11
  br label %44

34:                                               ; preds = %31
  %35 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %36 = extractvalue { ptr, i32 } %35, 0
  %37 = extractvalue { ptr, i32 } %35, 1
  %38 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11
  %39 = icmp eq i32 %37, %38
  br i1 %39, label %40, label %57

40:                                               ; preds = %34
  %41 = call ptr @__cxa_begin_catch(ptr %36) #11
  %42 = load i32, ptr %41, align 4, !tbaa !5
  %43 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %42)
  call void @__cxa_end_catch() #11
  br label %44

44:                                               ; preds = %40, %33
  %45 = call ptr @__cxa_allocate_exception(i64 4) #11
  store i32 42, ptr %45, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %45, ptr nonnull @_ZTIi, ptr null) #12
          to label %46 unwind label %47

46:                                               ; preds = %44
  unreachable

47:                                               ; preds = %44
  %48 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %49 = extractvalue { ptr, i32 } %48, 0
  %50 = extractvalue { ptr, i32 } %48, 1
  %51 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11
  %52 = icmp eq i32 %50, %51
  br i1 %52, label %53, label %57

53:                                               ; preds = %47
  %54 = call ptr @__cxa_begin_catch(ptr %49) #11
  %55 = load i32, ptr %54, align 4, !tbaa !5
  %56 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %55)
  call void @__cxa_end_catch() #11
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #11
  ret i32 0

57:                                               ; preds = %47, %34, %21
  %58 = phi i32 [ %37, %34 ], [ %24, %21 ], [ %50, %47 ]
  %59 = phi ptr [ %36, %34 ], [ %23, %21 ], [ %49, %47 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #11
  br label %60

60:                                               ; preds = %57, %7
  %61 = phi i32 [ %58, %57 ], [ %10, %7 ]
  %62 = phi ptr [ %59, %57 ], [ %9, %7 ]
  %63 = insertvalue { ptr, i32 } poison, ptr %62, 0
  %64 = insertvalue { ptr, i32 } %63, i32 %61, 1
  resume { ptr, i32 } %64
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
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc noundef i32 @_ZL9apply_allPKPFiiEii(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #4 personality ptr @__gxx_personality_seh0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %9

6:                                                ; preds = %15, %2
  %7 = phi i32 [ 3, %2 ], [ %14, %15 ]
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.5)
  ret i32 %7

9:                                                ; preds = %4, %15
  %10 = phi i64 [ 0, %4 ], [ %16, %15 ]
  %11 = phi i32 [ 3, %4 ], [ %14, %15 ]
  %12 = getelementptr inbounds ptr, ptr %0, i64 %10
  %13 = load ptr, ptr %12, align 8, !tbaa !14
  %14 = invoke noundef i32 %13(i32 noundef %11)
          to label %15 unwind label %18

15:                                               ; preds = %9
  %16 = add nuw nsw i64 %10, 1
  %17 = icmp eq i64 %16, %5
  br i1 %17, label %6, label %9, !llvm.loop !16

18:                                               ; preds = %9
  %19 = landingpad { ptr, i32 }
          cleanup
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.5)
  resume { ptr, i32 } %19
}

; Function Attrs: mustprogress noreturn uwtable
define internal noundef i32 @_ZL8op_throwi(i32 noundef %0) #5 {
  %2 = tail call ptr @__cxa_allocate_exception(i64 4) #11
  %3 = mul nsw i32 %0, 100
  store i32 %3, ptr %2, align 16, !tbaa !5
  tail call void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTIi, ptr null) #12
  unreachable
}

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #6

declare dso_local ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare dso_local void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc void @_ZL8call_pmfR4CalcMS_FiiEi(ptr noundef nonnull align 8 dereferenceable(12) %0, ptr nocapture noundef readonly %1, i32 noundef %2) unnamed_addr #4 personality ptr @__gxx_personality_seh0 {
  %4 = load i64, ptr %1, align 8, !tbaa !13
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load i64, ptr %5, align 8, !tbaa !13
  %7 = getelementptr inbounds i8, ptr %0, i64 %6
  %8 = and i64 %4, 1
  %9 = icmp eq i64 %8, 0
  br i1 %9, label %15, label %10

10:                                               ; preds = %3
  %11 = load ptr, ptr %7, align 8, !tbaa !9
  %12 = getelementptr i8, ptr %11, i64 %4
  %13 = getelementptr i8, ptr %12, i64 -1
  %14 = load ptr, ptr %13, align 8, !nosanitize !18
  br label %17

15:                                               ; preds = %3
  %16 = inttoptr i64 %4 to ptr
  br label %17

17:                                               ; preds = %15, %10
  %18 = phi ptr [ %14, %10 ], [ %16, %15 ]
  %19 = invoke noundef i32 %18(ptr noundef nonnull align 8 dereferenceable(12) %7, i32 noundef %2)
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
define linkonce_odr dso_local noundef i32 @_ZN4Calc5plainEi(ptr noundef nonnull align 8 dereferenceable(12) %0, i32 noundef %1) #7 comdat align 2 {
  %3 = icmp sgt i32 %1, 5
  br i1 %3, label %4, label %9

4:                                                ; preds = %2
  %5 = tail call ptr @__cxa_allocate_exception(i64 4) #11
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = load i32, ptr %6, align 8, !tbaa !11
  %8 = add nsw i32 %7, %1
  store i32 %8, ptr %5, align 16, !tbaa !5
  tail call void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTIi, ptr null) #12
  unreachable

9:                                                ; preds = %2
  ret i32 %1
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4CalcD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #8 comdat align 2 {
  ret void
}

declare dso_local ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare dso_local void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZN5Calc24virtEi(ptr noundef nonnull align 8 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #7 comdat align 2 {
  %3 = tail call ptr @__cxa_allocate_exception(i64 4) #11
  %4 = sub nsw i32 0, %1
  store i32 %4, ptr %3, align 16, !tbaa !5
  tail call void @__cxa_throw(ptr nonnull %3, ptr nonnull @_ZTIi, ptr null) #12
  unreachable
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN5Calc2D0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #9 comdat align 2 {
  tail call void @_ZdlPv(ptr noundef nonnull %0) #13
  ret void
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @_ZdlPv(ptr noundef) local_unnamed_addr #10

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress noreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind memory(none) }
attributes #7 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nounwind }
attributes #12 = { noreturn }
attributes #13 = { builtin nounwind }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"vtable pointer", !8, i64 0}
!11 = !{!12, !6, i64 8}
!12 = !{!"_ZTS4Calc", !6, i64 8}
!13 = !{!7, !7, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"any pointer", !7, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{}
