; ModuleID = 'operator_new_nothrow_aligned.cpp'
source_filename = "operator_new_nothrow_aligned.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

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

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 -2147483648, ptr %1, align 4, !tbaa !6
  %2 = load volatile i32, ptr %1, align 4, !tbaa !6
  %3 = tail call noalias noundef ptr @_ZnwjRKSt9nothrow_t(i32 noundef %2, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #8
  %4 = icmp eq ptr %3, null
  %5 = select i1 %4, ptr @.str.2, ptr @.str.1
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull %5)
  %7 = load volatile i32, ptr %1, align 4, !tbaa !6
  %8 = tail call noalias noundef ptr @_ZnajRKSt9nothrow_t(i32 noundef %7, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #8
  %9 = icmp eq ptr %8, null
  %10 = select i1 %9, ptr @.str.2, ptr @.str.1
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %10)
  %12 = load volatile i32, ptr %1, align 4, !tbaa !6
  %13 = tail call noalias noundef align 64 ptr @_ZnwjSt11align_val_tRKSt9nothrow_t(i32 noundef %12, i32 noundef 64, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #8
  %14 = icmp eq ptr %13, null
  %15 = select i1 %14, ptr @.str.2, ptr @.str.1
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %15)
  %17 = load volatile i32, ptr %1, align 4, !tbaa !6
  %18 = tail call noalias noundef align 64 ptr @_ZnajSt11align_val_tRKSt9nothrow_t(i32 noundef %17, i32 noundef 64, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #8
  %19 = icmp eq ptr %18, null
  %20 = select i1 %19, ptr @.str.2, ptr @.str.1
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %20)
  %22 = load volatile i32, ptr %1, align 4, !tbaa !6
  %23 = invoke noalias noundef nonnull align 64 ptr @_ZnwjSt11align_val_t(i32 noundef %22, i32 noundef 64) #9
          to label %24 unwind label %26

24:                                               ; preds = %0
  %25 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.15)
  br label %31

26:                                               ; preds = %0
  %27 = landingpad { ptr, i32 }
          catch ptr null
  %28 = extractvalue { ptr, i32 } %27, 0
  %29 = tail call ptr @__cxa_begin_catch(ptr %28) #10
  %30 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  tail call void @__cxa_end_catch()
  br label %31

31:                                               ; preds = %26, %24
  %32 = tail call noalias noundef dereferenceable_or_null(10) ptr @_ZnajRKSt9nothrow_t(i32 noundef 10, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #11
  %33 = getelementptr inbounds i8, ptr %32, i32 9
  store i8 120, ptr %33, align 1, !tbaa !10
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 120)
  tail call void @_ZdaPvRKSt9nothrow_t(ptr noundef %32, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #10
  %35 = tail call noalias noundef dereferenceable_or_null(4) ptr @_ZnwjRKSt9nothrow_t(i32 noundef 4, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #11
  %36 = icmp ne ptr %35, null
  tail call void @llvm.assume(i1 %36)
  store i32 5, ptr %35, align 4, !tbaa !6
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 5)
  tail call void @_ZdlPvRKSt9nothrow_t(ptr noundef nonnull %35, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #10
  %38 = tail call noalias noundef nonnull align 256 dereferenceable(100) ptr @_ZnwjSt11align_val_t(i32 noundef 100, i32 noundef 256) #9
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  tail call void @_ZdlPvjSt11align_val_t(ptr noundef nonnull %38, i32 noundef 100, i32 noundef 256) #10
  %40 = tail call noalias noundef nonnull align 512 dereferenceable(100) ptr @_ZnajSt11align_val_t(i32 noundef 100, i32 noundef 512) #9
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 1)
  tail call void @_ZdaPvjSt11align_val_t(ptr noundef nonnull %40, i32 noundef 100, i32 noundef 512) #10
  %42 = tail call noalias noundef align 128 dereferenceable_or_null(8) ptr @_ZnwjSt11align_val_tRKSt9nothrow_t(i32 noundef 8, i32 noundef 128, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #8
  %43 = icmp ne ptr %42, null
  %44 = zext i1 %43 to i32
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %44)
  tail call void @_ZdlPvSt11align_val_tRKSt9nothrow_t(ptr noundef %42, i32 noundef 128, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #10
  %46 = tail call noalias noundef align 64 dereferenceable_or_null(8) ptr @_ZnajSt11align_val_tRKSt9nothrow_t(i32 noundef 8, i32 noundef 64, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #8
  %47 = icmp ne ptr %46, null
  %48 = zext i1 %47 to i32
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %48)
  tail call void @_ZdaPvSt11align_val_tRKSt9nothrow_t(ptr noundef %46, i32 noundef 64, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #10
  %50 = tail call noalias noundef nonnull align 64 dereferenceable(8) ptr @_ZnajSt11align_val_t(i32 noundef 8, i32 noundef 64) #9
  tail call void @_ZdaPvSt11align_val_t(ptr noundef nonnull %50, i32 noundef 64) #10
  %51 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.16)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef ptr @_ZnwjRKSt9nothrow_t(i32 noundef, ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef ptr @_ZnajRKSt9nothrow_t(i32 noundef, ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #2

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef ptr @_ZnwjSt11align_val_tRKSt9nothrow_t(i32 noundef, i32 noundef, ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #2

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef ptr @_ZnajSt11align_val_tRKSt9nothrow_t(i32 noundef, i32 noundef, ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #2

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_ZnwjSt11align_val_t(i32 noundef, i32 noundef) local_unnamed_addr #4

declare i32 @__gxx_personality_v0(...)

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvRKSt9nothrow_t(ptr noundef, ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #5

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvRKSt9nothrow_t(ptr noundef, ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #5

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvjSt11align_val_t(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_ZnajSt11align_val_t(i32 noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvjSt11align_val_t(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvSt11align_val_tRKSt9nothrow_t(ptr noundef, i32 noundef, ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #5

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvSt11align_val_tRKSt9nothrow_t(ptr noundef, i32 noundef, ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #5

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvSt11align_val_t(ptr noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #7

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nobuiltin nounwind allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #8 = { nounwind allocsize(0) }
attributes #9 = { allocsize(0) }
attributes #10 = { nounwind }
attributes #11 = { builtin nounwind allocsize(0) }

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
!10 = !{!8, !8, i64 0}
