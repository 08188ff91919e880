; ModuleID = 'throw_through_function_pointer.cpp'
source_filename = "throw_through_function_pointer.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

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

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca [2 x ptr], align 8
  %2 = alloca %struct.Calc2, align 4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #11
  %3 = load i64, ptr @__const.main.ok_ops, align 8
  store i64 %3, ptr %1, align 8
  %4 = call fastcc noundef i32 @_ZL9apply_allPKPFiiEii(ptr noundef nonnull %1, i32 noundef 2)
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
  br i1 %12, label %13, label %56

13:                                               ; preds = %7
  %14 = tail call ptr @__cxa_begin_catch(ptr %9) #11
  %15 = load i32, ptr %14, align 4, !tbaa !5
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %15)
  tail call void @__cxa_end_catch() #11
  br label %17

17:                                               ; preds = %0, %13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #11
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV5Calc2, i32 8), ptr %2, align 4, !tbaa !9
  %18 = getelementptr inbounds i8, ptr %2, i32 4
  store i32 1000, ptr %18, align 4, !tbaa !11
  invoke fastcc void @_ZL8call_pmfR4CalcMS_FiiEi(ptr noundef nonnull align 4 dereferenceable(8) %2, [2 x i32] [i32 ptrtoint (ptr @_ZN4Calc5plainEi to i32), i32 0], i32 noundef 7)
          to label %29 unwind label %19

19:                                               ; preds = %17
  %20 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %21 = extractvalue { ptr, i32 } %20, 0
  %22 = extractvalue { ptr, i32 } %20, 1
  %23 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11
  %24 = icmp eq i32 %22, %23
  br i1 %24, label %25, label %53

25:                                               ; preds = %19
  %26 = call ptr @__cxa_begin_catch(ptr %21) #11
  %27 = load i32, ptr %26, align 4, !tbaa !5
  %28 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %27)
  call void @__cxa_end_catch() #11
  br label %29

29:                                               ; preds = %17, %25
  invoke fastcc void @_ZL8call_pmfR4CalcMS_FiiEi(ptr noundef nonnull align 4 dereferenceable(8) %2, [2 x i32] [i32 0, i32 1], i32 noundef 8)
          to label %40 unwind label %30

30:                                               ; preds = %29
  %31 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %32 = extractvalue { ptr, i32 } %31, 0
  %33 = extractvalue { ptr, i32 } %31, 1
  %34 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11
  %35 = icmp eq i32 %33, %34
  br i1 %35, label %36, label %53

36:                                               ; preds = %30
  %37 = call ptr @__cxa_begin_catch(ptr %32) #11
  %38 = load i32, ptr %37, align 4, !tbaa !5
  %39 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %38)
  call void @__cxa_end_catch() #11
  br label %40

40:                                               ; preds = %29, %36
  %41 = call ptr @__cxa_allocate_exception(i32 4) #11
  store i32 42, ptr %41, align 8, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %41, ptr nonnull @_ZTIi, ptr null) #12
          to label %42 unwind label %43

42:                                               ; preds = %40
  unreachable

43:                                               ; preds = %40
  %44 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %45 = extractvalue { ptr, i32 } %44, 0
  %46 = extractvalue { ptr, i32 } %44, 1
  %47 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11
  %48 = icmp eq i32 %46, %47
  br i1 %48, label %49, label %53

49:                                               ; preds = %43
  %50 = call ptr @__cxa_begin_catch(ptr %45) #11
  %51 = load i32, ptr %50, align 4, !tbaa !5
  %52 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %51)
  call void @__cxa_end_catch() #11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #11
  ret i32 0

53:                                               ; preds = %43, %30, %19
  %54 = phi i32 [ %33, %30 ], [ %22, %19 ], [ %46, %43 ]
  %55 = phi ptr [ %32, %30 ], [ %21, %19 ], [ %45, %43 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #11
  br label %56

56:                                               ; preds = %53, %7
  %57 = phi i32 [ %54, %53 ], [ %10, %7 ]
  %58 = phi ptr [ %55, %53 ], [ %9, %7 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #11
  %59 = insertvalue { ptr, i32 } poison, ptr %58, 0
  %60 = insertvalue { ptr, i32 } %59, i32 %57, 1
  resume { ptr, i32 } %60
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
  %11 = load ptr, ptr %10, align 4, !tbaa !13
  %12 = invoke noundef i32 %11(i32 noundef %8)
          to label %13 unwind label %16

13:                                               ; preds = %7
  %14 = add nuw nsw i32 %9, 1
  %15 = icmp eq i32 %14, %1
  br i1 %15, label %4, label %7, !llvm.loop !15

16:                                               ; preds = %7
  %17 = landingpad { ptr, i32 }
          cleanup
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.5)
  resume { ptr, i32 } %17
}

; Function Attrs: mustprogress noreturn
define internal noundef i32 @_ZL8op_throwi(i32 noundef %0) #5 {
  %2 = tail call ptr @__cxa_allocate_exception(i32 4) #11
  %3 = mul nsw i32 %0, 100
  store i32 %3, ptr %2, align 8, !tbaa !5
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

; Function Attrs: mustprogress noinline norecurse
define internal fastcc void @_ZL8call_pmfR4CalcMS_FiiEi(ptr noundef nonnull align 4 dereferenceable(8) %0, [2 x i32] %1, i32 noundef %2) unnamed_addr #4 personality ptr @__gxx_personality_v0 {
  %4 = extractvalue [2 x i32] %1, 0
  %5 = extractvalue [2 x i32] %1, 1
  %6 = ashr i32 %5, 1
  %7 = getelementptr inbounds i8, ptr %0, i32 %6
  %8 = and i32 %5, 1
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %14, label %10

10:                                               ; preds = %3
  %11 = load ptr, ptr %7, align 4, !tbaa !9
  %12 = getelementptr i8, ptr %11, i32 %4, !nosanitize !17
  %13 = load ptr, ptr %12, align 4, !nosanitize !17
  br label %16

14:                                               ; preds = %3
  %15 = inttoptr i32 %4 to ptr
  br label %16

16:                                               ; preds = %14, %10
  %17 = phi ptr [ %13, %10 ], [ %15, %14 ]
  %18 = invoke noundef i32 %17(ptr noundef nonnull align 4 dereferenceable(8) %7, i32 noundef %2)
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

; Function Attrs: mustprogress
define linkonce_odr dso_local noundef i32 @_ZN4Calc5plainEi(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) #7 comdat align 2 {
  %3 = icmp sgt i32 %1, 5
  br i1 %3, label %4, label %9

4:                                                ; preds = %2
  %5 = tail call ptr @__cxa_allocate_exception(i32 4) #11
  %6 = getelementptr inbounds i8, ptr %0, i32 4
  %7 = load i32, ptr %6, align 4, !tbaa !11
  %8 = add nsw i32 %7, %1
  store i32 %8, ptr %5, align 8, !tbaa !5
  tail call void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTIi, ptr null) #12
  unreachable

9:                                                ; preds = %2
  ret i32 %1
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local noundef ptr @_ZN4CalcD2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #8 comdat align 2 {
  ret ptr %0
}

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress
define linkonce_odr dso_local noundef i32 @_ZN5Calc24virtEi(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #7 comdat align 2 {
  %3 = tail call ptr @__cxa_allocate_exception(i32 4) #11
  %4 = sub nsw i32 0, %1
  store i32 %4, ptr %3, align 8, !tbaa !5
  tail call void @__cxa_throw(ptr nonnull %3, ptr nonnull @_ZTIi, ptr null) #12
  unreachable
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local void @_ZN5Calc2D0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #9 comdat align 2 {
  tail call void @_ZdlPvj(ptr noundef nonnull %0, i32 noundef 8) #13
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvj(ptr noundef, i32 noundef) local_unnamed_addr #10

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { mustprogress noinline norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { mustprogress noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nofree nosync nounwind memory(none) }
attributes #7 = { mustprogress "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #9 = { inlinehint mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #10 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #11 = { nounwind }
attributes #12 = { noreturn }
attributes #13 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"vtable pointer", !8, i64 0}
!11 = !{!12, !6, i64 4}
!12 = !{!"_ZTS4Calc", !6, i64 4}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !7, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{}
