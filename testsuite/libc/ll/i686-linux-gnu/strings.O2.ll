; ModuleID = 'strings.c'
source_filename = "strings.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

@__const.main.s = private unnamed_addr constant [20 x i8] c"hello, world; again\00", align 1
@.str = private unnamed_addr constant [14 x i8] c"memchr o: %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"memchr o in 4: %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"memchr nul: %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"memchr o+256: %d\0A\00", align 1
@__const.main.buf = private unnamed_addr constant [32 x i8] c"abc\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", align 1
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
@__const.main.t = private unnamed_addr constant [26 x i8] c",,one,two;;three,, ,four;\00", align 1
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
  %1 = alloca [20 x i8], align 1
  %2 = alloca [32 x i8], align 1
  %3 = alloca [26 x i8], align 1
  %4 = alloca [13 x i8], align 1
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca [4 x i8], align 4
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %1) #8
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 1 dereferenceable(20) %1, ptr noundef nonnull align 1 dereferenceable(20) @__const.main.s, i32 20, i1 false)
  %8 = call ptr @memchr(ptr noundef nonnull dereferenceable(1) %1, i32 noundef 111, i32 noundef 20) #9
  %9 = icmp eq ptr %8, null
  %10 = ptrtoint ptr %8 to i32
  %11 = ptrtoint ptr %1 to i32
  %12 = sub i32 %10, %11
  %13 = select i1 %9, i32 -1, i32 %12
  %14 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %13)
  %15 = call ptr @memchr(ptr noundef nonnull dereferenceable(1) %1, i32 noundef 111, i32 noundef 4) #9
  %16 = icmp eq ptr %15, null
  %17 = ptrtoint ptr %15 to i32
  %18 = sub i32 %17, %11
  %19 = select i1 %16, i32 -1, i32 %18
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %19)
  %21 = call ptr @memchr(ptr noundef nonnull dereferenceable(1) %1, i32 noundef 0, i32 noundef 20) #9
  %22 = icmp eq ptr %21, null
  %23 = ptrtoint ptr %21 to i32
  %24 = sub i32 %23, %11
  %25 = select i1 %22, i32 -1, i32 %24
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %25)
  %27 = call ptr @memchr(ptr noundef nonnull dereferenceable(1) %1, i32 noundef 367, i32 noundef 20) #9
  %28 = icmp eq ptr %27, null
  %29 = ptrtoint ptr %27 to i32
  %30 = sub i32 %29, %11
  %31 = select i1 %28, i32 -1, i32 %30
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %31)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #8
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 1 dereferenceable(32) %2, ptr noundef nonnull align 1 dereferenceable(32) @__const.main.buf, i32 32, i1 false)
  %33 = call ptr @strncat(ptr noundef nonnull dereferenceable(1) %2, ptr noundef nonnull dereferenceable(6) @.str.4, i32 noundef 3) #8
  %34 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %2)
  %35 = call i32 @strlen(ptr noundef nonnull dereferenceable(1) %2)
  %36 = getelementptr inbounds i8, ptr %2, i32 %35
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 1 dereferenceable(3) %36, ptr noundef nonnull align 1 dereferenceable(3) @.str.6, i32 3, i1 false)
  %37 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %2)
  %38 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %2)
  %39 = call i32 @strspn(ptr noundef nonnull %1, ptr noundef nonnull @.str.9) #9
  %40 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %39, i32 noundef 0, i32 noundef 3)
  %41 = call i32 @strcspn(ptr noundef nonnull %1, ptr noundef nonnull @.str.14) #9
  %42 = call i32 @strlen(ptr noundef nonnull dereferenceable(1) %1)
  %43 = call i32 @strcspn(ptr noundef nonnull %1, ptr noundef nonnull @.str.15) #9
  %44 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %41, i32 noundef %42, i32 noundef %43)
  %45 = call ptr @strpbrk(ptr noundef nonnull %1, ptr noundef nonnull @.str.16) #9
  %46 = icmp eq ptr %45, null
  %47 = select i1 %46, ptr @.str.18, ptr %45
  %48 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull %47)
  %49 = call ptr @strpbrk(ptr noundef nonnull %1, ptr noundef nonnull @.str.19) #9
  %50 = icmp eq ptr %49, null
  %51 = select i1 %50, ptr @.str.18, ptr %49
  %52 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull %51)
  call void @llvm.lifetime.start.p0(i64 26, ptr nonnull %3) #8
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 1 dereferenceable(26) %3, ptr noundef nonnull align 1 dereferenceable(26) @__const.main.t, i32 26, i1 false)
  %53 = call ptr @strtok(ptr noundef nonnull %3, ptr noundef nonnull @.str.14) #8
  %54 = icmp eq ptr %53, null
  br i1 %54, label %55, label %62

55:                                               ; preds = %62, %0
  %56 = call ptr @strtok(ptr noundef null, ptr noundef nonnull @.str.14) #8
  %57 = icmp eq ptr %56, null
  %58 = select i1 %57, ptr @.str.23, ptr @.str.22
  %59 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull %58)
  call void @llvm.lifetime.start.p0(i64 13, ptr nonnull %4) #8
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 1 dereferenceable(13) %4, ptr noundef nonnull align 1 dereferenceable(13) @__const.main.u, i32 13, i1 false)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #8
  %60 = call ptr @strtok_r(ptr noundef nonnull %4, ptr noundef nonnull @.str.24, ptr noundef nonnull %5) #8
  %61 = icmp eq ptr %60, null
  br i1 %61, label %67, label %72

62:                                               ; preds = %0, %62
  %63 = phi ptr [ %65, %62 ], [ %53, %0 ]
  %64 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull %63)
  %65 = call ptr @strtok(ptr noundef null, ptr noundef nonnull @.str.14) #8
  %66 = icmp eq ptr %65, null
  br i1 %66, label %55, label %62, !llvm.loop !6

67:                                               ; preds = %72, %55
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #8
  store i32 2105376, ptr %7, align 4
  %68 = call ptr @strtok(ptr noundef nonnull %7, ptr noundef nonnull @.str.29) #8
  %69 = icmp eq ptr %68, null
  %70 = select i1 %69, ptr @.str.23, ptr @.str.30
  %71 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull %70)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #8
  call void @llvm.lifetime.end.p0(i64 13, ptr nonnull %4) #8
  call void @llvm.lifetime.end.p0(i64 26, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %1) #8
  ret i32 0

72:                                               ; preds = %55, %72
  %73 = phi ptr [ %79, %72 ], [ %60, %55 ]
  %74 = call ptr @strtok_r(ptr noundef nonnull %73, ptr noundef nonnull @.str.25, ptr noundef nonnull %6) #8
  %75 = call ptr @strtok_r(ptr noundef null, ptr noundef nonnull @.str.25, ptr noundef nonnull %6) #8
  %76 = icmp eq ptr %75, null
  %77 = select i1 %76, ptr @.str.27, ptr %75
  %78 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef %74, ptr noundef nonnull %77)
  %79 = call ptr @strtok_r(ptr noundef null, ptr noundef nonnull @.str.24, ptr noundef nonnull %5) #8
  %80 = icmp eq ptr %79, null
  br i1 %80, label %67, label %72, !llvm.loop !8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare ptr @memchr(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare ptr @strncat(ptr noalias noundef returned, ptr noalias nocapture noundef readonly, i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strspn(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strcspn(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare ptr @strpbrk(ptr noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare ptr @strtok(ptr noundef, ptr nocapture noundef readonly) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn
declare ptr @strtok_r(ptr noundef, ptr nocapture noundef readonly, ptr noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @strlen(ptr nocapture) local_unnamed_addr #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind willreturn memory(argmem: read) }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
