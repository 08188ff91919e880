; ModuleID = 'throw_through_function_pointer.cpp'
source_filename = "throw_through_function_pointer.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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

@__const.main.ok_ops = private unnamed_addr constant [2 x ptr] [ptr @_ZL5op_oki, ptr @_ZL9op_doublei], align 8
@.str = private unnamed_addr constant [7 x i8] c"ok %d\0A\00", align 1
@__const.main.bad_ops = private unnamed_addr constant [3 x ptr] [ptr @_ZL5op_oki, ptr @_ZL8op_throwi, ptr @_ZL9op_doublei], align 8
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
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca %struct.Calc2, align 8
  %2 = tail call fastcc noundef i32 @_ZL9apply_allPKPFiiEii(ptr noundef nonnull @__const.main.ok_ops, i32 noundef 2)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %2)
  %4 = invoke fastcc noundef i32 @_ZL9apply_allPKPFiiEii(ptr noundef nonnull @__const.main.bad_ops, i32 noundef 3)
          to label %15 unwind label %5

5:                                                ; preds = %0
  %6 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %7 = extractvalue { ptr, i32 } %6, 0
  %8 = extractvalue { ptr, i32 } %6, 1
  %9 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11
  %10 = icmp eq i32 %8, %9
  br i1 %10, label %11, label %54

11:                                               ; preds = %5
  %12 = tail call ptr @__cxa_begin_catch(ptr %7) #11
  %13 = load i32, ptr %12, align 4, !tbaa !6
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %13)
  tail call void @__cxa_end_catch() #11
  br label %15

15:                                               ; preds = %0, %11
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #11
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV5Calc2, i64 16), ptr %1, align 8, !tbaa !10
  %16 = getelementptr inbounds i8, ptr %1, i64 8
  store i32 1000, ptr %16, align 8, !tbaa !12
  invoke fastcc void @_ZL8call_pmfR4CalcMS_FiiEi(ptr noundef nonnull align 8 dereferenceable(12) %1, [2 x i64] [i64 ptrtoint (ptr @_ZN4Calc5plainEi to i64), i64 0], i32 noundef 7)
          to label %27 unwind label %17

17:                                               ; preds = %15
  %18 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %19 = extractvalue { ptr, i32 } %18, 0
  %20 = extractvalue { ptr, i32 } %18, 1
  %21 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11
  %22 = icmp eq i32 %20, %21
  br i1 %22, label %23, label %51

23:                                               ; preds = %17
  %24 = call ptr @__cxa_begin_catch(ptr %19) #11
  %25 = load i32, ptr %24, align 4, !tbaa !6
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %25)
  call void @__cxa_end_catch() #11
  br label %27

27:                                               ; preds = %15, %23
  invoke fastcc void @_ZL8call_pmfR4CalcMS_FiiEi(ptr noundef nonnull align 8 dereferenceable(12) %1, [2 x i64] [i64 0, i64 1], i32 noundef 8)
          to label %38 unwind label %28

28:                                               ; preds = %27
  %29 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %30 = extractvalue { ptr, i32 } %29, 0
  %31 = extractvalue { ptr, i32 } %29, 1
  %32 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11
  %33 = icmp eq i32 %31, %32
  br i1 %33, label %34, label %51

34:                                               ; preds = %28
  %35 = call ptr @__cxa_begin_catch(ptr %30) #11
  %36 = load i32, ptr %35, align 4, !tbaa !6
  %37 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %36)
  call void @__cxa_end_catch() #11
  br label %38

38:                                               ; preds = %27, %34
  %39 = call ptr @__cxa_allocate_exception(i64 4) #11
  store i32 42, ptr %39, align 16, !tbaa !6
  invoke void @__cxa_throw(ptr nonnull %39, ptr nonnull @_ZTIi, ptr null) #12
          to label %40 unwind label %41

40:                                               ; preds = %38
  unreachable

41:                                               ; preds = %38
  %42 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %43 = extractvalue { ptr, i32 } %42, 0
  %44 = extractvalue { ptr, i32 } %42, 1
  %45 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11
  %46 = icmp eq i32 %44, %45
  br i1 %46, label %47, label %51

47:                                               ; preds = %41
  %48 = call ptr @__cxa_begin_catch(ptr %43) #11
  %49 = load i32, ptr %48, align 4, !tbaa !6
  %50 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %49)
  call void @__cxa_end_catch() #11
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #11
  ret i32 0

51:                                               ; preds = %41, %28, %17
  %52 = phi i32 [ %31, %28 ], [ %20, %17 ], [ %44, %41 ]
  %53 = phi ptr [ %30, %28 ], [ %19, %17 ], [ %43, %41 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #11
  br label %54

54:                                               ; preds = %51, %5
  %55 = phi i32 [ %52, %51 ], [ %8, %5 ]
  %56 = phi ptr [ %53, %51 ], [ %7, %5 ]
  %57 = insertvalue { ptr, i32 } poison, ptr %56, 0
  %58 = insertvalue { ptr, i32 } %57, i32 %55, 1
  resume { ptr, i32 } %58
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
define internal fastcc void @_ZL8call_pmfR4CalcMS_FiiEi(ptr noundef nonnull align 8 dereferenceable(12) %0, [2 x i64] %1, i32 noundef %2) unnamed_addr #4 personality ptr @__gxx_personality_v0 {
  %4 = extractvalue [2 x i64] %1, 0
  %5 = extractvalue [2 x i64] %1, 1
  %6 = ashr i64 %5, 1
  %7 = getelementptr inbounds i8, ptr %0, i64 %6
  %8 = and i64 %5, 1
  %9 = icmp eq i64 %8, 0
  br i1 %9, label %14, label %10

10:                                               ; preds = %3
  %11 = load ptr, ptr %7, align 8, !tbaa !10
  %12 = getelementptr i8, ptr %11, i64 %4, !nosanitize !18
  %13 = load ptr, ptr %12, align 8, !nosanitize !18
  br label %16

14:                                               ; preds = %3
  %15 = inttoptr i64 %4 to ptr
  br label %16

16:                                               ; preds = %14, %10
  %17 = phi ptr [ %13, %10 ], [ %15, %14 ]
  %18 = invoke noundef i32 %17(ptr noundef nonnull align 8 dereferenceable(12) %7, i32 noundef %2)
          to label %19 unwind label %21

19:                                               ; preds = %16
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.7)
  ret void

21:                                               ; preds = %16
  %22 = landingpad { ptr, i32 }
          cleanup
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.7)
  resume { ptr, i32 } %22
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZN4Calc5plainEi(ptr noundef nonnull align 8 dereferenceable(12) %0, i32 noundef %1) #7 comdat {
  %3 = icmp sgt i32 %1, 5
  br i1 %3, label %4, label %9

4:                                                ; preds = %2
  %5 = tail call ptr @__cxa_allocate_exception(i64 4) #11
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = load i32, ptr %6, align 8, !tbaa !12
  %8 = add nsw i32 %7, %1
  store i32 %8, ptr %5, align 16, !tbaa !6
  tail call void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTIi, ptr null) #12
  unreachable

9:                                                ; preds = %2
  ret i32 %1
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4CalcD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #8 comdat {
  ret void
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZN5Calc24virtEi(ptr noundef nonnull align 8 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #7 comdat {
  %3 = tail call ptr @__cxa_allocate_exception(i64 4) #11
  %4 = sub nsw i32 0, %1
  store i32 %4, ptr %3, align 16, !tbaa !6
  tail call void @__cxa_throw(ptr nonnull %3, ptr nonnull @_ZTIi, ptr null) #12
  unreachable
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN5Calc2D0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #9 comdat {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #13
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #10

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress noinline norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress noreturn uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nosync nounwind memory(none) }
attributes #7 = { mustprogress uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { inlinehint mustprogress nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { nobuiltin nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { nounwind }
attributes #12 = { noreturn }
attributes #13 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"vtable pointer", !9, i64 0}
!12 = !{!13, !7, i64 8}
!13 = !{!"_ZTS4Calc", !7, i64 8}
!14 = !{!15, !15, i64 0}
!15 = !{!"any pointer", !8, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{}
