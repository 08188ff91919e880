; ModuleID = 'function_try_block_func.cpp'
source_filename = "function_try_block_func.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Noisy = type { i32 }

@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [15 x i8] c"compute(1)=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"compute(5)=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [27 x i8] c"caught from destructor %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"main handler %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"compute handler %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [17 x i8] c"~Noisy(%d) body\0A\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"~Noisy handler %d (rethrows)\0A\00", align 1
@str = private unnamed_addr constant [7 x i8] c"~Local\00", align 1

; Function Attrs: mustprogress norecurse
define noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_sj0 {
  %1 = alloca %struct.Noisy, align 4
  %2 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 10)
  %4 = tail call ptr @__cxa_allocate_exception(i32 4) #6
  store i32 5, ptr %4, align 8, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %4, ptr nonnull @_ZTIi, ptr null) #7
          to label %11 unwind label %5

5:                                                ; preds = %0
  %6 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %7 = extractvalue { ptr, i32 } %6, 1
  %8 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %9 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6
  %10 = icmp eq i32 %7, %9
  br i1 %10, label %12, label %24

11:                                               ; preds = %0
  unreachable

12:                                               ; preds = %5
  %13 = extractvalue { ptr, i32 } %6, 0
  %14 = tail call ptr @__cxa_begin_catch(ptr %13) #6
  %15 = load i32, ptr %14, align 4, !tbaa !5
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %15)
  %17 = sub nsw i32 0, %15
  tail call void @__cxa_end_catch() #6
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %17)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #6
  store i32 2, ptr %1, align 4, !tbaa !9
  %19 = invoke noundef ptr @_ZN5NoisyD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %1)
          to label %20 unwind label %28

20:                                               ; preds = %12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #6
  br label %37

21:                                               ; preds = %37
  %22 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %23 = extractvalue { ptr, i32 } %22, 1
  br label %24

24:                                               ; preds = %5, %21
  %25 = phi i32 [ %7, %5 ], [ %23, %21 ]
  %26 = phi { ptr, i32 } [ %6, %5 ], [ %22, %21 ]
  %27 = extractvalue { ptr, i32 } %26, 0
  br label %39

28:                                               ; preds = %12
  %29 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %30 = extractvalue { ptr, i32 } %29, 0
  %31 = extractvalue { ptr, i32 } %29, 1
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #6
  %32 = icmp eq i32 %31, %7
  br i1 %32, label %33, label %39

33:                                               ; preds = %28
  %34 = call ptr @__cxa_begin_catch(ptr %30) #6
  %35 = load i32, ptr %34, align 4, !tbaa !5
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %35)
  call void @__cxa_end_catch() #6
  br label %37

37:                                               ; preds = %33, %20
  %38 = call ptr @__cxa_allocate_exception(i32 4) #6
  store i32 99, ptr %38, align 8, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %38, ptr nonnull @_ZTIi, ptr null) #7
          to label %49 unwind label %21

39:                                               ; preds = %28, %24
  %40 = phi i32 [ %25, %24 ], [ %31, %28 ]
  %41 = phi ptr [ %27, %24 ], [ %30, %28 ]
  %42 = phi { ptr, i32 } [ %26, %24 ], [ %29, %28 ]
  %43 = icmp eq i32 %40, %9
  br i1 %43, label %44, label %48

44:                                               ; preds = %39
  %45 = call ptr @__cxa_begin_catch(ptr %41) #6
  %46 = load i32, ptr %45, align 4, !tbaa !5
  %47 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %46)
  call void @__cxa_end_catch() #6
  ret i32 3

48:                                               ; preds = %39
  resume { ptr, i32 } %42

49:                                               ; preds = %37
  unreachable
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress
define linkonce_odr noundef ptr @_ZN5NoisyD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 align 2 personality ptr @__gxx_personality_sj0 {
  %2 = load i32, ptr %0, align 4, !tbaa !9
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %2)
  %4 = load i32, ptr %0, align 4, !tbaa !9
  %5 = icmp eq i32 %4, 2
  br i1 %5, label %6, label %22

6:                                                ; preds = %1
  %7 = tail call ptr @__cxa_allocate_exception(i32 4) #6
  %8 = load i32, ptr %0, align 4, !tbaa !9
  store i32 %8, ptr %7, align 8, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %7, ptr nonnull @_ZTIi, ptr null) #7
          to label %25 unwind label %9

9:                                                ; preds = %6
  %10 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %11 = extractvalue { ptr, i32 } %10, 1
  %12 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6
  %13 = icmp eq i32 %11, %12
  br i1 %13, label %14, label %23

14:                                               ; preds = %9
  %15 = extractvalue { ptr, i32 } %10, 0
  %16 = tail call ptr @__cxa_begin_catch(ptr %15) #6
  %17 = load i32, ptr %16, align 4, !tbaa !5
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %17)
  invoke void @__cxa_rethrow()
          to label %19 unwind label %20

19:                                               ; preds = %14
  unreachable

20:                                               ; preds = %14
  %21 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_end_catch() #6
  br label %23

22:                                               ; preds = %1
  ret ptr %0

23:                                               ; preds = %20, %9
  %24 = phi { ptr, i32 } [ %21, %20 ], [ %10, %9 ]
  resume { ptr, i32 } %24

25:                                               ; preds = %6
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { mustprogress norecurse "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nofree nosync nounwind memory(none) }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }
attributes #7 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !6, i64 0}
!10 = !{!"_ZTS5Noisy", !6, i64 0}
