; ModuleID = 'strings.c'
source_filename = "strings.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.s = private unnamed_addr constant [20 x i8] c"hello, world; again\00", align 16
@.str = private unnamed_addr constant [14 x i8] c"memchr o: %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"memchr o in 4: %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"memchr nul: %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"memchr o+256: %d\0A\00", align 1
@__const.main.buf = private unnamed_addr constant [32 x i8] c"abc\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", align 16
@.str.4 = private unnamed_addr constant [6 x i8] c"defgh\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"strncat: [%s]\0A\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"xy\00", align 1
@.str.8 = private unnamed_addr constant [21 x i8] c"strspn: %zu %zu %zu\0A\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"hel\00", align 1
@.str.13 = private unnamed_addr constant [22 x i8] c"strcspn: %zu %zu %zu\0A\00", align 1
@.str.14 = private unnamed_addr constant [3 x i8] c",;\00", align 1
@.str.15 = private unnamed_addr constant [4 x i8] c"xyz\00", align 1
@.str.16 = private unnamed_addr constant [3 x i8] c";,\00", align 1
@.str.17 = private unnamed_addr constant [13 x i8] c"strpbrk: %s\0A\00", align 1
@.str.18 = private unnamed_addr constant [7 x i8] c"(null)\00", align 1
@.str.19 = private unnamed_addr constant [4 x i8] c"XYZ\00", align 1
@__const.main.t = private unnamed_addr constant [26 x i8] c",,one,two;;three,, ,four;\00", align 16
@.str.20 = private unnamed_addr constant [12 x i8] c"token [%s]\0A\00", align 1
@.str.21 = private unnamed_addr constant [11 x i8] c"after: %s\0A\00", align 1
@.str.22 = private unnamed_addr constant [5 x i8] c"more\00", align 1
@.str.23 = private unnamed_addr constant [5 x i8] c"none\00", align 1
@__const.main.u = private unnamed_addr constant [13 x i8] c"a=1&b=2&&c=3\00", align 1
@.str.24 = private unnamed_addr constant [2 x i8] c"&\00", align 1
@.str.25 = private unnamed_addr constant [2 x i8] c"=\00", align 1
@.str.26 = private unnamed_addr constant [15 x i8] c"pair %s -> %s\0A\00", align 1
@.str.27 = private unnamed_addr constant [7 x i8] c"(none)\00", align 1
@.str.28 = private unnamed_addr constant [11 x i8] c"blank: %s\0A\00", align 1
@.str.29 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.30 = private unnamed_addr constant [6 x i8] c"token\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [20 x i8], align 16
  %2 = alloca [32 x i8], align 16
  %3 = alloca [26 x i8], align 16
  %4 = alloca [13 x i8], align 1
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca [4 x i8], align 4
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %1) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(20) %1, ptr noundef nonnull align 16 dereferenceable(20) @__const.main.s, i64 20, i1 false)
  %8 = call ptr @memchr(ptr noundef nonnull dereferenceable(1) %1, i32 noundef 111, i64 noundef 20) #9
  %9 = icmp eq ptr %8, null
  %10 = ptrtoint ptr %8 to i64
  %11 = ptrtoint ptr %1 to i64
  %12 = sub i64 %10, %11
  %13 = trunc i64 %12 to i32
  %14 = select i1 %9, i32 -1, i32 %13
  %15 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %14)
  %16 = call ptr @memchr(ptr noundef nonnull dereferenceable(1) %1, i32 noundef 111, i64 noundef 4) #9
  %17 = icmp eq ptr %16, null
  %18 = ptrtoint ptr %16 to i64
  %19 = sub i64 %18, %11
  %20 = trunc i64 %19 to i32
  %21 = select i1 %17, i32 -1, i32 %20
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %21)
  %23 = call ptr @memchr(ptr noundef nonnull dereferenceable(1) %1, i32 noundef 0, i64 noundef 20) #9
  %24 = icmp eq ptr %23, null
  %25 = ptrtoint ptr %23 to i64
  %26 = sub i64 %25, %11
  %27 = trunc i64 %26 to i32
  %28 = select i1 %24, i32 -1, i32 %27
  %29 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %28)
  %30 = call ptr @memchr(ptr noundef nonnull dereferenceable(1) %1, i32 noundef 367, i64 noundef 20) #9
  %31 = icmp eq ptr %30, null
  %32 = ptrtoint ptr %30 to i64
  %33 = sub i64 %32, %11
  %34 = trunc i64 %33 to i32
  %35 = select i1 %31, i32 -1, i32 %34
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %35)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %2, ptr noundef nonnull align 16 dereferenceable(32) @__const.main.buf, i64 32, i1 false)
  %37 = call ptr @strncat(ptr noundef nonnull dereferenceable(1) %2, ptr noundef nonnull dereferenceable(6) @.str.4, i64 noundef 3) #8
  %38 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %2)
  %39 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %2)
  %40 = getelementptr inbounds i8, ptr %2, i64 %39
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %40, ptr noundef nonnull align 1 dereferenceable(3) @.str.6, i64 3, i1 false)
  %41 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %2)
  %42 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %2)
  %43 = call i64 @strspn(ptr noundef nonnull %1, ptr noundef nonnull @.str.9) #9
  %44 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %43, i64 noundef 0, i64 noundef 3)
  %45 = call i64 @strcspn(ptr noundef nonnull %1, ptr noundef nonnull @.str.14) #9
  %46 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1)
  %47 = call i64 @strcspn(ptr noundef nonnull %1, ptr noundef nonnull @.str.15) #9
  %48 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %45, i64 noundef %46, i64 noundef %47)
  %49 = call ptr @strpbrk(ptr noundef nonnull %1, ptr noundef nonnull @.str.16) #9
  %50 = icmp eq ptr %49, null
  %51 = select i1 %50, ptr @.str.18, ptr %49
  %52 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull %51)
  %53 = call ptr @strpbrk(ptr noundef nonnull %1, ptr noundef nonnull @.str.19) #9
  %54 = icmp eq ptr %53, null
  %55 = select i1 %54, ptr @.str.18, ptr %53
  %56 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull %55)
  call void @llvm.lifetime.start.p0(i64 26, ptr nonnull %3) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(26) %3, ptr noundef nonnull align 16 dereferenceable(26) @__const.main.t, i64 26, i1 false)
  %57 = call ptr @strtok(ptr noundef nonnull %3, ptr noundef nonnull @.str.14) #8
  %58 = icmp eq ptr %57, null
  br i1 %58, label %59, label %66

59:                                               ; preds = %66, %0
  %60 = call ptr @strtok(ptr noundef null, ptr noundef nonnull @.str.14) #8
  %61 = icmp eq ptr %60, null
  %62 = select i1 %61, ptr @.str.23, ptr @.str.22
  %63 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull %62)
  call void @llvm.lifetime.start.p0(i64 13, ptr nonnull %4) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(13) %4, ptr noundef nonnull align 1 dereferenceable(13) @__const.main.u, i64 13, i1 false)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #8
  %64 = call ptr @strtok_r(ptr noundef nonnull %4, ptr noundef nonnull @.str.24, ptr noundef nonnull %5) #8
  %65 = icmp eq ptr %64, null
  br i1 %65, label %71, label %76

66:                                               ; preds = %0, %66
  %67 = phi ptr [ %69, %66 ], [ %57, %0 ]
  %68 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull %67)
  %69 = call ptr @strtok(ptr noundef null, ptr noundef nonnull @.str.14) #8
  %70 = icmp eq ptr %69, null
  br i1 %70, label %59, label %66, !llvm.loop !5

71:                                               ; preds = %76, %59
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #8
  store i32 2105376, ptr %7, align 4
  %72 = call ptr @strtok(ptr noundef nonnull %7, ptr noundef nonnull @.str.29) #8
  %73 = icmp eq ptr %72, null
  %74 = select i1 %73, ptr @.str.23, ptr @.str.30
  %75 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull %74)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #8
  call void @llvm.lifetime.end.p0(i64 13, ptr nonnull %4) #8
  call void @llvm.lifetime.end.p0(i64 26, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %1) #8
  ret i32 0

76:                                               ; preds = %59, %76
  %77 = phi ptr [ %83, %76 ], [ %64, %59 ]
  %78 = call ptr @strtok_r(ptr noundef nonnull %77, ptr noundef nonnull @.str.25, ptr noundef nonnull %6) #8
  %79 = call ptr @strtok_r(ptr noundef null, ptr noundef nonnull @.str.25, ptr noundef nonnull %6) #8
  %80 = icmp eq ptr %79, null
  %81 = select i1 %80, ptr @.str.27, ptr %79
  %82 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef %78, ptr noundef nonnull %81)
  %83 = call ptr @strtok_r(ptr noundef null, ptr noundef nonnull @.str.24, ptr noundef nonnull %5) #8
  %84 = icmp eq ptr %83, null
  br i1 %84, label %71, label %76, !llvm.loop !7
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare ptr @memchr(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare ptr @strncat(ptr noalias noundef returned, ptr noalias nocapture noundef readonly, i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strspn(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strcspn(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare ptr @strpbrk(ptr noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare ptr @strtok(ptr noundef, ptr nocapture noundef readonly) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn
declare ptr @strtok_r(ptr noundef, ptr nocapture noundef readonly, ptr noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture) local_unnamed_addr #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind willreturn memory(argmem: read) }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
