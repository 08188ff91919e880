; ModuleID = 'operator_new_nothrow_aligned.cpp'
source_filename = "operator_new_nothrow_aligned.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%"struct.std::nothrow_t" = type { i8 }

@_ZSt7nothrow = external global %"struct.std::nothrow_t", align 1
@.str = private unnamed_addr constant [23 x i8] c"nothrow new(huge): %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"a block\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"null\00", align 1
@.str.3 = private unnamed_addr constant [25 x i8] c"nothrow new[](huge): %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [31 x i8] c"nothrow aligned new(huge): %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [33 x i8] c"nothrow aligned new[](huge): %s\0A\00", align 1
@.str.8 = private unnamed_addr constant [22 x i8] c"nothrow new[] 10: %c\0A\00", align 1
@.str.9 = private unnamed_addr constant [21 x i8] c"nothrow new int: %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [26 x i8] c"new(100, 256) aligned %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [28 x i8] c"new[](100, 512) aligned %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [32 x i8] c"nothrow new(8, 128) aligned %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [33 x i8] c"nothrow new[](8, 64) aligned %d\0A\00", align 1
@str = private unnamed_addr constant [24 x i8] c"aligned new(huge) threw\00", align 1
@str.15 = private unnamed_addr constant [5 x i8] c"done\00", align 1
@str.16 = private unnamed_addr constant [12 x i8] c"not reached\00", align 1

; Function Attrs: mustprogress norecurse
define noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %1 = alloca i32, align 4
  %2 = bitcast i32* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2)
  store volatile i32 -2147483648, i32* %1, align 4, !tbaa !9
  %3 = load volatile i32, i32* %1, align 4, !tbaa !9
  %4 = tail call noalias noundef i8* @_ZnwmRKSt9nothrow_t(i32 noundef %3, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #9
  %5 = icmp eq i8* %4, null
  %6 = select i1 %5, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i32 0, i32 0)
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str, i32 0, i32 0), i8* noundef %6)
  %8 = load volatile i32, i32* %1, align 4, !tbaa !9
  %9 = tail call noalias noundef i8* @_ZnamRKSt9nothrow_t(i32 noundef %8, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #9
  %10 = icmp eq i8* %9, null
  %11 = select i1 %10, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i32 0, i32 0)
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.3, i32 0, i32 0), i8* noundef %11)
  %13 = load volatile i32, i32* %1, align 4, !tbaa !9
  %14 = tail call noalias noundef align 64 i8* @_ZnwmSt11align_val_tRKSt9nothrow_t(i32 noundef %13, i32 noundef 64, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #9
  %15 = icmp eq i8* %14, null
  %16 = select i1 %15, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i32 0, i32 0)
  %17 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str.4, i32 0, i32 0), i8* noundef %16)
  %18 = load volatile i32, i32* %1, align 4, !tbaa !9
  %19 = tail call noalias noundef align 64 i8* @_ZnamSt11align_val_tRKSt9nothrow_t(i32 noundef %18, i32 noundef 64, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #9
  %20 = icmp eq i8* %19, null
  %21 = select i1 %20, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i32 0, i32 0)
  %22 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.5, i32 0, i32 0), i8* noundef %21)
  %23 = load volatile i32, i32* %1, align 4, !tbaa !9
  %24 = invoke noalias noundef nonnull align 64 i8* @_ZnwmSt11align_val_t(i32 noundef %23, i32 noundef 64) #10
          to label %25 unwind label %27

25:                                               ; preds = %0
  %26 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @str.16, i32 0, i32 0))
  br label %32

27:                                               ; preds = %0
  %28 = landingpad { i8*, i32 }
          catch i8* null
  %29 = extractvalue { i8*, i32 } %28, 0
  %30 = tail call i8* @__cxa_begin_catch(i8* %29) #11
  %31 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @str, i32 0, i32 0))
  tail call void @__cxa_end_catch()
  br label %32

32:                                               ; preds = %27, %25
  %33 = tail call noalias noundef dereferenceable_or_null(10) i8* @_ZnamRKSt9nothrow_t(i32 noundef 10, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #12
  %34 = getelementptr inbounds i8, i8* %33, i32 9
  store i8 120, i8* %34, align 1, !tbaa !13
  %35 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.8, i32 0, i32 0), i32 noundef 120)
  tail call void @_ZdaPvRKSt9nothrow_t(i8* noundef %33, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #11
  %36 = tail call noalias noundef dereferenceable_or_null(4) i8* @_ZnwmRKSt9nothrow_t(i32 noundef 4, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #12
  %37 = icmp ne i8* %36, null
  tail call void @llvm.assume(i1 %37)
  %38 = bitcast i8* %36 to i32*
  store i32 5, i32* %38, align 4, !tbaa !14
  %39 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.9, i32 0, i32 0), i32 noundef 5)
  tail call void @_ZdlPvRKSt9nothrow_t(i8* noundef nonnull %36, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #11
  %40 = tail call noalias noundef nonnull align 256 i8* @_ZnwmSt11align_val_t(i32 noundef 100, i32 noundef 256) #10
  %41 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.10, i32 0, i32 0), i32 noundef 1)
  tail call void @_ZdlPvmSt11align_val_t(i8* noundef nonnull %40, i32 noundef 100, i32 noundef 256) #11
  %42 = tail call noalias noundef nonnull align 512 i8* @_ZnamSt11align_val_t(i32 noundef 100, i32 noundef 512) #10
  %43 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str.11, i32 0, i32 0), i32 noundef 1)
  tail call void @_ZdaPvmSt11align_val_t(i8* noundef nonnull %42, i32 noundef 100, i32 noundef 512) #11
  %44 = tail call noalias noundef align 128 i8* @_ZnwmSt11align_val_tRKSt9nothrow_t(i32 noundef 8, i32 noundef 128, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #9
  %45 = icmp ne i8* %44, null
  %46 = zext i1 %45 to i32
  %47 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([32 x i8], [32 x i8]* @.str.12, i32 0, i32 0), i32 noundef %46)
  tail call void @_ZdlPvSt11align_val_tRKSt9nothrow_t(i8* noundef %44, i32 noundef 128, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #11
  %48 = tail call noalias noundef align 64 i8* @_ZnamSt11align_val_tRKSt9nothrow_t(i32 noundef 8, i32 noundef 64, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #9
  %49 = icmp ne i8* %48, null
  %50 = zext i1 %49 to i32
  %51 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.13, i32 0, i32 0), i32 noundef %50)
  tail call void @_ZdaPvSt11align_val_tRKSt9nothrow_t(i8* noundef %48, i32 noundef 64, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #11
  %52 = tail call noalias noundef nonnull align 64 i8* @_ZnamSt11align_val_t(i32 noundef 8, i32 noundef 64) #10
  tail call void @_ZdaPvSt11align_val_t(i8* noundef nonnull %52, i32 noundef 64) #11
  %53 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @str.15, i32 0, i32 0))
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2)
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef i8* @_ZnwmRKSt9nothrow_t(i32 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef i8* @_ZnamRKSt9nothrow_t(i32 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #2

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef i8* @_ZnwmSt11align_val_tRKSt9nothrow_t(i32 noundef, i32 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #2

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef i8* @_ZnamSt11align_val_tRKSt9nothrow_t(i32 noundef, i32 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #2

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_ZnwmSt11align_val_t(i32 noundef, i32 noundef) local_unnamed_addr #4

declare i32 @__gxx_personality_sj0(...)

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvRKSt9nothrow_t(i8* noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #5

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvRKSt9nothrow_t(i8* noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #5

; Function Attrs: nounwind
declare void @_ZdlPvmSt11align_val_t(i8* noundef, i32 noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_ZnamSt11align_val_t(i32 noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare void @_ZdaPvmSt11align_val_t(i8* noundef, i32 noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvSt11align_val_tRKSt9nothrow_t(i8* noundef, i32 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #5

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvSt11align_val_tRKSt9nothrow_t(i8* noundef, i32 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #5

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvSt11align_val_t(i8* noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #7

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #8

attributes #0 = { mustprogress norecurse "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nobuiltin nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nofree nounwind }
attributes #8 = { inaccessiblememonly nofree nosync nounwind willreturn }
attributes #9 = { nounwind allocsize(0) }
attributes #10 = { allocsize(0) }
attributes #11 = { nounwind }
attributes #12 = { builtin nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = !{!10, !10, i64 0}
!10 = !{!"long", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = !{!11, !11, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !11, i64 0}
