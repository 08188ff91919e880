; ModuleID = 'function_try_block_func.cpp'
source_filename = "function_try_block_func.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

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

; Function Attrs: norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca %struct.Noisy, align 4
  %2 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @str, i32 0, i32 0)) #6
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i32 0, i32 0), i32 noundef 10)
  %4 = tail call i8* @__cxa_allocate_exception(i32 4) #6
  %5 = bitcast i8* %4 to i32*
  store i32 5, i32* %5, align 8, !tbaa !9
  invoke void @__cxa_throw(i8* nonnull %4, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
          to label %12 unwind label %6

6:                                                ; preds = %0
  %7 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %8 = extractvalue { i8*, i32 } %7, 1
  %9 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @str, i32 0, i32 0)) #6
  %10 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6
  %11 = icmp eq i32 %8, %10
  br i1 %11, label %13, label %28

12:                                               ; preds = %0
  unreachable

13:                                               ; preds = %6
  %14 = extractvalue { i8*, i32 } %7, 0
  %15 = tail call i8* @__cxa_begin_catch(i8* %14) #6
  %16 = bitcast i8* %15 to i32*
  %17 = load i32, i32* %16, align 4, !tbaa !9
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.4, i32 0, i32 0), i32 noundef %17)
  %19 = sub nsw i32 0, %17
  tail call void @__cxa_end_catch() #6
  %20 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i32 0, i32 0), i32 noundef %19)
  %21 = bitcast %struct.Noisy* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %21) #6
  %22 = getelementptr inbounds %struct.Noisy, %struct.Noisy* %1, i32 0, i32 0
  store i32 2, i32* %22, align 4, !tbaa !13
  %23 = invoke noundef %struct.Noisy* @_ZN5NoisyD2Ev(%struct.Noisy* noundef nonnull align 4 dereferenceable(4) %1)
          to label %24 unwind label %32

24:                                               ; preds = %13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %21) #6
  br label %42

25:                                               ; preds = %42
  %26 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %27 = extractvalue { i8*, i32 } %26, 1
  br label %28

28:                                               ; preds = %6, %25
  %29 = phi i32 [ %8, %6 ], [ %27, %25 ]
  %30 = phi { i8*, i32 } [ %7, %6 ], [ %26, %25 ]
  %31 = extractvalue { i8*, i32 } %30, 0
  br label %45

32:                                               ; preds = %13
  %33 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %34 = extractvalue { i8*, i32 } %33, 0
  %35 = extractvalue { i8*, i32 } %33, 1
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %21) #6
  %36 = icmp eq i32 %35, %8
  br i1 %36, label %37, label %45

37:                                               ; preds = %32
  %38 = call i8* @__cxa_begin_catch(i8* %34) #6
  %39 = bitcast i8* %38 to i32*
  %40 = load i32, i32* %39, align 4, !tbaa !9
  %41 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.2, i32 0, i32 0), i32 noundef %40)
  call void @__cxa_end_catch() #6
  br label %42

42:                                               ; preds = %37, %24
  %43 = call i8* @__cxa_allocate_exception(i32 4) #6
  %44 = bitcast i8* %43 to i32*
  store i32 99, i32* %44, align 8, !tbaa !9
  invoke void @__cxa_throw(i8* nonnull %43, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
          to label %56 unwind label %25

45:                                               ; preds = %32, %28
  %46 = phi i32 [ %29, %28 ], [ %35, %32 ]
  %47 = phi i8* [ %31, %28 ], [ %34, %32 ]
  %48 = phi { i8*, i32 } [ %30, %28 ], [ %33, %32 ]
  %49 = icmp eq i32 %46, %10
  br i1 %49, label %50, label %55

50:                                               ; preds = %45
  %51 = call i8* @__cxa_begin_catch(i8* %47) #6
  %52 = bitcast i8* %51 to i32*
  %53 = load i32, i32* %52, align 4, !tbaa !9
  %54 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i32 0, i32 0), i32 noundef %53)
  call void @__cxa_end_catch() #6
  ret i32 3

55:                                               ; preds = %45
  resume { i8*, i32 } %48

56:                                               ; preds = %42
  unreachable
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

define linkonce_odr dso_local noundef %struct.Noisy* @_ZN5NoisyD2Ev(%struct.Noisy* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = getelementptr inbounds %struct.Noisy, %struct.Noisy* %0, i32 0, i32 0
  %3 = load i32, i32* %2, align 4, !tbaa !13
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.6, i32 0, i32 0), i32 noundef %3)
  %5 = load i32, i32* %2, align 4, !tbaa !13
  %6 = icmp eq i32 %5, 2
  br i1 %6, label %7, label %25

7:                                                ; preds = %1
  %8 = tail call i8* @__cxa_allocate_exception(i32 4) #6
  %9 = bitcast i8* %8 to i32*
  %10 = load i32, i32* %2, align 4, !tbaa !13
  store i32 %10, i32* %9, align 8, !tbaa !9
  invoke void @__cxa_throw(i8* nonnull %8, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
          to label %28 unwind label %11

11:                                               ; preds = %7
  %12 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %13 = extractvalue { i8*, i32 } %12, 1
  %14 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6
  %15 = icmp eq i32 %13, %14
  br i1 %15, label %16, label %26

16:                                               ; preds = %11
  %17 = extractvalue { i8*, i32 } %12, 0
  %18 = tail call i8* @__cxa_begin_catch(i8* %17) #6
  %19 = bitcast i8* %18 to i32*
  %20 = load i32, i32* %19, align 4, !tbaa !9
  %21 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.7, i32 0, i32 0), i32 noundef %20)
  invoke void @__cxa_rethrow()
          to label %22 unwind label %23

22:                                               ; preds = %16
  unreachable

23:                                               ; preds = %16
  %24 = landingpad { i8*, i32 }
          cleanup
  tail call void @__cxa_end_catch() #6
  br label %26

25:                                               ; preds = %1
  ret %struct.Noisy* %0

26:                                               ; preds = %23, %11
  %27 = phi { i8*, i32 } [ %24, %23 ], [ %12, %11 ]
  resume { i8*, i32 } %27

28:                                               ; preds = %7
  unreachable
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #4

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

declare void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nofree nosync nounwind readnone }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }
attributes #7 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = !{!14, !10, i64 0}
!14 = !{!"_ZTS5Noisy", !10, i64 0}
