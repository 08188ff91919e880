; ModuleID = 'ub_heap_overflow.c'
source_filename = "ub_heap_overflow.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

@str = private unnamed_addr constant [7 x i8] c"filled\00", align 1
@str.1 = private unnamed_addr constant [6 x i8] c"after\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca ptr, align 8
  %2 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  %3 = tail call dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #5
  store volatile ptr %3, ptr %1, align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  store volatile i32 16, ptr %2, align 4
  %4 = load volatile ptr, ptr %1, align 8
  store i8 0, ptr %4, align 1
  %5 = load volatile ptr, ptr %1, align 8
  %6 = getelementptr inbounds i8, ptr %5, i64 1
  store i8 1, ptr %6, align 1
  %7 = load volatile ptr, ptr %1, align 8
  %8 = getelementptr inbounds i8, ptr %7, i64 2
  store i8 2, ptr %8, align 1
  %9 = load volatile ptr, ptr %1, align 8
  %10 = getelementptr inbounds i8, ptr %9, i64 3
  store i8 3, ptr %10, align 1
  %11 = load volatile ptr, ptr %1, align 8
  %12 = getelementptr inbounds i8, ptr %11, i64 4
  store i8 4, ptr %12, align 1
  %13 = load volatile ptr, ptr %1, align 8
  %14 = getelementptr inbounds i8, ptr %13, i64 5
  store i8 5, ptr %14, align 1
  %15 = load volatile ptr, ptr %1, align 8
  %16 = getelementptr inbounds i8, ptr %15, i64 6
  store i8 6, ptr %16, align 1
  %17 = load volatile ptr, ptr %1, align 8
  %18 = getelementptr inbounds i8, ptr %17, i64 7
  store i8 7, ptr %18, align 1
  %19 = load volatile ptr, ptr %1, align 8
  %20 = getelementptr inbounds i8, ptr %19, i64 8
  store i8 8, ptr %20, align 1
  %21 = load volatile ptr, ptr %1, align 8
  %22 = getelementptr inbounds i8, ptr %21, i64 9
  store i8 9, ptr %22, align 1
  %23 = load volatile ptr, ptr %1, align 8
  %24 = getelementptr inbounds i8, ptr %23, i64 10
  store i8 10, ptr %24, align 1
  %25 = load volatile ptr, ptr %1, align 8
  %26 = getelementptr inbounds i8, ptr %25, i64 11
  store i8 11, ptr %26, align 1
  %27 = load volatile ptr, ptr %1, align 8
  %28 = getelementptr inbounds i8, ptr %27, i64 12
  store i8 12, ptr %28, align 1
  %29 = load volatile ptr, ptr %1, align 8
  %30 = getelementptr inbounds i8, ptr %29, i64 13
  store i8 13, ptr %30, align 1
  %31 = load volatile ptr, ptr %1, align 8
  %32 = getelementptr inbounds i8, ptr %31, i64 14
  store i8 14, ptr %32, align 1
  %33 = load volatile ptr, ptr %1, align 8
  %34 = getelementptr inbounds i8, ptr %33, i64 15
  store i8 15, ptr %34, align 1
  %35 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %36 = load volatile ptr, ptr %1, align 8
  %37 = load volatile i32, ptr %2, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i8, ptr %36, i64 %38
  store i8 1, ptr %39, align 1
  %40 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.1)
  %41 = load volatile ptr, ptr %1, align 8
  tail call void @free(ptr noundef %41)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare dso_local noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare dso_local void @free(ptr allocptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind }
attributes #5 = { allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
