; ModuleID = 'catch_order_first_match.cpp'
source_filename = "catch_order_first_match.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS1C = linkonce_odr constant [3 x i8] c"1C\00", align 1
@_ZTS1B = linkonce_odr constant [3 x i8] c"1B\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1A = linkonce_odr constant [3 x i8] c"1A\00", align 1
@_ZTI1A = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1A }, align 4
@_ZTI1B = linkonce_odr constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS1B, ptr @_ZTI1A }, align 4
@_ZTI1C = linkonce_odr constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS1C, ptr @_ZTI1B }, align 4
@_ZTIl = external constant ptr
@_ZTIj = external constant ptr
@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [9 x i8] c"%d: ...\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"%d: int %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"%d: unsigned %u\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"%d: B& (never)\0A\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"%d: A&\0A\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"%d: long %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"%d: C&\0A\00", align 1
@_ZTIc = external constant ptr
@_ZTV1A = linkonce_odr unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI1A, ptr @_ZN1AD1Ev, ptr @_ZN1AD0Ev] }, align 4
@_ZTV1B = linkonce_odr unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI1B, ptr @_ZN1BD1Ev, ptr @_ZN1BD0Ev] }, align 4
@_ZTV1C = linkonce_odr unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI1C, ptr @_ZN1CD1Ev, ptr @_ZN1CD0Ev] }, align 4

; Function Attrs: mustprogress norecurse
define noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_sj0 {
  br label %2

1:                                                ; preds = %33
  ret i32 0

2:                                                ; preds = %0, %33
  %3 = phi i32 [ 0, %0 ], [ %34, %33 ]
  switch i32 %3, label %18 [
    i32 0, label %6
    i32 1, label %4
    i32 2, label %5
    i32 3, label %12
    i32 4, label %14
    i32 5, label %16
  ]

4:                                                ; preds = %2
  br label %6

5:                                                ; preds = %2
  br label %6

6:                                                ; preds = %2, %4, %5
  %7 = phi ptr [ getelementptr inbounds inrange(-8, 8) (i8, ptr @_ZTV1B, i32 8), %4 ], [ getelementptr inbounds inrange(-8, 8) (i8, ptr @_ZTV1C, i32 8), %5 ], [ getelementptr inbounds inrange(-8, 8) (i8, ptr @_ZTV1A, i32 8), %2 ]
  %8 = phi ptr [ @_ZTI1B, %4 ], [ @_ZTI1C, %5 ], [ @_ZTI1A, %2 ]
  %9 = phi ptr [ @_ZN1BD1Ev, %4 ], [ @_ZN1CD1Ev, %5 ], [ @_ZN1AD1Ev, %2 ]
  %10 = tail call ptr @__cxa_allocate_exception(i32 4) #6
  store ptr %7, ptr %10, align 4, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %10, ptr nonnull %8, ptr nonnull %9) #7
          to label %11 unwind label %24

11:                                               ; preds = %6
  unreachable

12:                                               ; preds = %2
  %13 = tail call ptr @__cxa_allocate_exception(i32 4) #6
  store i32 3, ptr %13, align 8, !tbaa !8
  br label %20

14:                                               ; preds = %2
  %15 = tail call ptr @__cxa_allocate_exception(i32 4) #6
  store i32 4, ptr %15, align 8, !tbaa !11
  br label %20

16:                                               ; preds = %2
  %17 = tail call ptr @__cxa_allocate_exception(i32 4) #6
  store i32 5, ptr %17, align 8, !tbaa !8
  br label %20

18:                                               ; preds = %2
  %19 = tail call ptr @__cxa_allocate_exception(i32 1) #6
  store i8 99, ptr %19, align 8, !tbaa !13
  br label %20

20:                                               ; preds = %12, %14, %16, %18
  %21 = phi ptr [ %19, %18 ], [ %17, %16 ], [ %15, %14 ], [ %13, %12 ]
  %22 = phi ptr [ @_ZTIc, %18 ], [ @_ZTIj, %16 ], [ @_ZTIl, %14 ], [ @_ZTIi, %12 ]
  invoke void @__cxa_throw(ptr nonnull %21, ptr nonnull %22, ptr null) #7
          to label %23 unwind label %24

23:                                               ; preds = %20
  unreachable

24:                                               ; preds = %6, %20
  %25 = landingpad { ptr, i32 }
          catch ptr @_ZTI1C
          catch ptr @_ZTIl
          catch ptr @_ZTI1A
          catch ptr @_ZTI1B
          catch ptr @_ZTIj
          catch ptr @_ZTIi
          catch ptr null
  %26 = extractvalue { ptr, i32 } %25, 0
  %27 = extractvalue { ptr, i32 } %25, 1
  %28 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1C) #6
  %29 = icmp eq i32 %27, %28
  br i1 %29, label %30, label %36

30:                                               ; preds = %24
  %31 = tail call ptr @__cxa_begin_catch(ptr %26) #6
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %3)
  tail call void @__cxa_end_catch()
  br label %33

33:                                               ; preds = %69, %66, %58, %52, %46, %39, %30
  %34 = add nuw nsw i32 %3, 1
  %35 = icmp eq i32 %34, 7
  br i1 %35, label %1, label %2, !llvm.loop !14

36:                                               ; preds = %24
  %37 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIl) #6
  %38 = icmp eq i32 %27, %37
  br i1 %38, label %39, label %43

39:                                               ; preds = %36
  %40 = tail call ptr @__cxa_begin_catch(ptr %26) #6
  %41 = load i32, ptr %40, align 4, !tbaa !11
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %3, i32 noundef %41)
  tail call void @__cxa_end_catch() #6
  br label %33

43:                                               ; preds = %36
  %44 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1A) #6
  %45 = icmp eq i32 %27, %44
  br i1 %45, label %46, label %49

46:                                               ; preds = %43
  %47 = tail call ptr @__cxa_begin_catch(ptr %26) #6
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %3)
  tail call void @__cxa_end_catch()
  br label %33

49:                                               ; preds = %43
  %50 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1B) #6
  %51 = icmp eq i32 %27, %50
  br i1 %51, label %52, label %55

52:                                               ; preds = %49
  %53 = tail call ptr @__cxa_begin_catch(ptr %26) #6
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %3)
  tail call void @__cxa_end_catch()
  br label %33

55:                                               ; preds = %49
  %56 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIj) #6
  %57 = icmp eq i32 %27, %56
  br i1 %57, label %58, label %62

58:                                               ; preds = %55
  %59 = tail call ptr @__cxa_begin_catch(ptr %26) #6
  %60 = load i32, ptr %59, align 4, !tbaa !8
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %3, i32 noundef %60)
  tail call void @__cxa_end_catch() #6
  br label %33

62:                                               ; preds = %55
  %63 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6
  %64 = icmp eq i32 %27, %63
  %65 = tail call ptr @__cxa_begin_catch(ptr %26) #6
  br i1 %64, label %66, label %69

66:                                               ; preds = %62
  %67 = load i32, ptr %65, align 4, !tbaa !8
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %3, i32 noundef %67)
  tail call void @__cxa_end_catch() #6
  br label %33

69:                                               ; preds = %62
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %3)
  tail call void @__cxa_end_catch()
  br label %33
}

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #1

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

declare void @__cxa_end_catch() local_unnamed_addr

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

; Function Attrs: mustprogress nounwind
define linkonce_odr noundef ptr @_ZN1AD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 align 2 {
  ret ptr %0
}

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr noundef ptr @_ZN1BD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 align 2 {
  ret ptr %0
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr noundef ptr @_ZN1CD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 align 2 {
  ret ptr %0
}

; Function Attrs: mustprogress nounwind
define linkonce_odr void @_ZN1AD0Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 align 2 {
  tail call void @_ZdlPv(ptr noundef nonnull %0) #8
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(ptr noundef) local_unnamed_addr #5

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr void @_ZN1BD0Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 align 2 {
  tail call void @_ZdlPv(ptr noundef nonnull %0) #8
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr void @_ZN1CD0Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 align 2 {
  tail call void @_ZdlPv(ptr noundef nonnull %0) #8
  ret void
}

attributes #0 = { mustprogress norecurse "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree nosync nounwind memory(none) }
attributes #2 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { inlinehint mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"vtable pointer", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"long", !10, i64 0}
!13 = !{!10, !10, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
