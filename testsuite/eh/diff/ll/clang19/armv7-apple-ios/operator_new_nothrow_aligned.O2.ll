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
@str.15 = private unnamed_addr constant [12 x i8] c"not reached\00", align 1
@str.16 = private unnamed_addr constant [5 x i8] c"done\00", align 1

; Function Attrs: mustprogress norecurse
define noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_sj0 {
  %1 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 -2147483648, ptr %1, align 4, !tbaa !5
  %2 = load volatile i32, ptr %1, align 4, !tbaa !5
  %3 = tail call noalias noundef ptr @_ZnwmRKSt9nothrow_t(i32 noundef %2, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #9
  %4 = icmp eq ptr %3, null
  %5 = select i1 %4, ptr @.str.2, ptr @.str.1
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull %5)
  %7 = load volatile i32, ptr %1, align 4, !tbaa !5
  %8 = tail call noalias noundef ptr @_ZnamRKSt9nothrow_t(i32 noundef %7, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #9
  %9 = icmp eq ptr %8, null
  %10 = select i1 %9, ptr @.str.2, ptr @.str.1
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %10)
  %12 = load volatile i32, ptr %1, align 4, !tbaa !5
  %13 = tail call noalias noundef align 64 ptr @_ZnwmSt11align_val_tRKSt9nothrow_t(i32 noundef %12, i32 noundef 64, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #9
  %14 = icmp eq ptr %13, null
  %15 = select i1 %14, ptr @.str.2, ptr @.str.1
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %15)
  %17 = load volatile i32, ptr %1, align 4, !tbaa !5
  %18 = tail call noalias noundef align 64 ptr @_ZnamSt11align_val_tRKSt9nothrow_t(i32 noundef %17, i32 noundef 64, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #9
  %19 = icmp eq ptr %18, null
  %20 = select i1 %19, ptr @.str.2, ptr @.str.1
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %20)
  %22 = load volatile i32, ptr %1, align 4, !tbaa !5
  %23 = invoke noalias noundef nonnull align 64 ptr @_ZnwmSt11align_val_t(i32 noundef %22, i32 noundef 64) #10
          to label %24 unwind label %26

24:                                               ; preds = %0
  %25 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.15)
  br label %31

26:                                               ; preds = %0
  %27 = landingpad { ptr, i32 }
          catch ptr null
  %28 = extractvalue { ptr, i32 } %27, 0
  %29 = tail call ptr @__cxa_begin_catch(ptr %28) #11
  %30 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  tail call void @__cxa_end_catch()
  br label %31

31:                                               ; preds = %26, %24
  %32 = tail call noalias noundef dereferenceable_or_null(10) ptr @_ZnamRKSt9nothrow_t(i32 noundef 10, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #12
  %33 = getelementptr inbounds i8, ptr %32, i32 9
  store i8 120, ptr %33, align 1, !tbaa !9
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 120)
  tail call void @_ZdaPvRKSt9nothrow_t(ptr noundef %32, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #11
  %35 = tail call noalias noundef dereferenceable_or_null(4) ptr @_ZnwmRKSt9nothrow_t(i32 noundef 4, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #12
  %36 = icmp ne ptr %35, null
  tail call void @llvm.assume(i1 %36)
  store i32 5, ptr %35, align 4, !tbaa !10
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 5)
  tail call void @_ZdlPvRKSt9nothrow_t(ptr noundef nonnull %35, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #11
  %38 = tail call noalias noundef nonnull align 256 dereferenceable(100) ptr @_ZnwmSt11align_val_t(i32 noundef 100, i32 noundef 256) #10
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  tail call void @_ZdlPvmSt11align_val_t(ptr noundef nonnull %38, i32 noundef 100, i32 noundef 256) #11
  %40 = tail call noalias noundef nonnull align 512 dereferenceable(100) ptr @_ZnamSt11align_val_t(i32 noundef 100, i32 noundef 512) #10
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 1)
  tail call void @_ZdaPvmSt11align_val_t(ptr noundef nonnull %40, i32 noundef 100, i32 noundef 512) #11
  %42 = tail call noalias noundef align 128 dereferenceable_or_null(8) ptr @_ZnwmSt11align_val_tRKSt9nothrow_t(i32 noundef 8, i32 noundef 128, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #9
  %43 = icmp ne ptr %42, null
  %44 = zext i1 %43 to i32
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %44)
  tail call void @_ZdlPvSt11align_val_tRKSt9nothrow_t(ptr noundef %42, i32 noundef 128, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #11
  %46 = tail call noalias noundef align 64 dereferenceable_or_null(8) ptr @_ZnamSt11align_val_tRKSt9nothrow_t(i32 noundef 8, i32 noundef 64, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #9
  %47 = icmp ne ptr %46, null
  %48 = zext i1 %47 to i32
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %48)
  tail call void @_ZdaPvSt11align_val_tRKSt9nothrow_t(ptr noundef %46, i32 noundef 64, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #11
  %50 = tail call noalias noundef nonnull align 64 dereferenceable(8) ptr @_ZnamSt11align_val_t(i32 noundef 8, i32 noundef 64) #10
  tail call void @_ZdaPvSt11align_val_t(ptr noundef nonnull %50, i32 noundef 64) #11
  %51 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.16)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef ptr @_ZnwmRKSt9nothrow_t(i32 noundef, ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef ptr @_ZnamRKSt9nothrow_t(i32 noundef, ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #2

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef ptr @_ZnwmSt11align_val_tRKSt9nothrow_t(i32 noundef, i32 noundef, ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #2

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef ptr @_ZnamSt11align_val_tRKSt9nothrow_t(i32 noundef, i32 noundef, ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #2

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_ZnwmSt11align_val_t(i32 noundef, i32 noundef) local_unnamed_addr #4

declare i32 @__gxx_personality_sj0(...)

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvRKSt9nothrow_t(ptr noundef, ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #5

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvRKSt9nothrow_t(ptr noundef, ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #5

; Function Attrs: nounwind
declare void @_ZdlPvmSt11align_val_t(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_ZnamSt11align_val_t(i32 noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare void @_ZdaPvmSt11align_val_t(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvSt11align_val_tRKSt9nothrow_t(ptr noundef, i32 noundef, ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #5

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvSt11align_val_tRKSt9nothrow_t(ptr noundef, i32 noundef, ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #5

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvSt11align_val_t(ptr noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #8

attributes #0 = { mustprogress norecurse "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nobuiltin nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nofree nounwind }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #9 = { nounwind allocsize(0) }
attributes #10 = { allocsize(0) }
attributes #11 = { nounwind }
attributes #12 = { builtin nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !7, i64 0}
