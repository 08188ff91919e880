; ModuleID = 'strconv.c'
source_filename = "strconv.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@ints = internal unnamed_addr constant [33 x ptr] [ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21, ptr @.str.22, ptr @.str.23, ptr @.str.24, ptr @.str.25, ptr @.str.26, ptr @.str.27, ptr @.str.28, ptr @.str.29, ptr @.str.30, ptr @.str.31, ptr @.str.32, ptr @.str.33, ptr @.str.34, ptr @.str.35], align 8
@bases = internal unnamed_addr constant [8 x i32] [i32 0, i32 10, i32 16, i32 8, i32 2, i32 36, i32 1, i32 37], align 4
@.str = private unnamed_addr constant [69 x i8] c"[%s] base %d: l %ld/%d/%d ul %lu/%d/%d ll %lld/%d/%d ull %llu/%d/%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"ato* [%s]: %d %ld %lld\0A\00", align 1
@flts = internal unnamed_addr constant [27 x ptr] [ptr @.str.3, ptr @.str.36, ptr @.str.37, ptr @.str.38, ptr @.str.39, ptr @.str.40, ptr @.str.41, ptr @.str.42, ptr @.str.43, ptr @.str.44, ptr @.str.45, ptr @.str.46, ptr @.str.47, ptr @.str.48, ptr @.str.49, ptr @.str.50, ptr @.str.51, ptr @.str.52, ptr @.str.53, ptr @.str.54, ptr @.str.55, ptr @.str.56, ptr @.str.57, ptr @.str.58, ptr @.str.59, ptr @.str.60, ptr @.str.61], align 8
@.str.2 = private unnamed_addr constant [55 x i8] c"[%s]: d %.17g %a /%d/%d  f %.9g %a /%d/%d  atof %.17g\0A\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"0\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"42\00", align 1
@.str.5 = private unnamed_addr constant [9 x i8] c"  -17xyz\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"+99\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"0x1F\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"0X\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"0xg\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"012\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"09\00", align 1
@.str.12 = private unnamed_addr constant [2 x i8] c"z\00", align 1
@.str.13 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"   \00", align 1
@.str.15 = private unnamed_addr constant [2 x i8] c"-\00", align 1
@.str.16 = private unnamed_addr constant [11 x i8] c"2147483647\00", align 1
@.str.17 = private unnamed_addr constant [11 x i8] c"2147483648\00", align 1
@.str.18 = private unnamed_addr constant [12 x i8] c"-2147483648\00", align 1
@.str.19 = private unnamed_addr constant [12 x i8] c"-2147483649\00", align 1
@.str.20 = private unnamed_addr constant [11 x i8] c"4294967295\00", align 1
@.str.21 = private unnamed_addr constant [11 x i8] c"4294967296\00", align 1
@.str.22 = private unnamed_addr constant [12 x i8] c"-4294967295\00", align 1
@.str.23 = private unnamed_addr constant [20 x i8] c"9223372036854775807\00", align 1
@.str.24 = private unnamed_addr constant [20 x i8] c"9223372036854775808\00", align 1
@.str.25 = private unnamed_addr constant [21 x i8] c"-9223372036854775808\00", align 1
@.str.26 = private unnamed_addr constant [21 x i8] c"-9223372036854775809\00", align 1
@.str.27 = private unnamed_addr constant [21 x i8] c"18446744073709551615\00", align 1
@.str.28 = private unnamed_addr constant [21 x i8] c"18446744073709551616\00", align 1
@.str.29 = private unnamed_addr constant [3 x i8] c"-1\00", align 1
@.str.30 = private unnamed_addr constant [22 x i8] c"-18446744073709551615\00", align 1
@.str.31 = private unnamed_addr constant [8 x i8] c"\09\0A 123 \00", align 1
@.str.32 = private unnamed_addr constant [5 x i8] c"1010\00", align 1
@.str.33 = private unnamed_addr constant [3 x i8] c"zz\00", align 1
@.str.34 = private unnamed_addr constant [6 x i8] c"ZZtop\00", align 1
@.str.35 = private unnamed_addr constant [4 x i8] c"777\00", align 1
@.str.36 = private unnamed_addr constant [4 x i8] c"1.5\00", align 1
@.str.37 = private unnamed_addr constant [13 x i8] c"  -2.25e3xyz\00", align 1
@.str.38 = private unnamed_addr constant [6 x i8] c"1e400\00", align 1
@.str.39 = private unnamed_addr constant [7 x i8] c"-1e400\00", align 1
@.str.40 = private unnamed_addr constant [7 x i8] c"1e-400\00", align 1
@.str.41 = private unnamed_addr constant [9 x i8] c"4.9e-324\00", align 1
@.str.42 = private unnamed_addr constant [7 x i8] c"0x1p-3\00", align 1
@.str.43 = private unnamed_addr constant [8 x i8] c"0x1.8p1\00", align 1
@.str.44 = private unnamed_addr constant [4 x i8] c"inf\00", align 1
@.str.45 = private unnamed_addr constant [10 x i8] c"-Infinity\00", align 1
@.str.46 = private unnamed_addr constant [4 x i8] c"nan\00", align 1
@.str.47 = private unnamed_addr constant [9 x i8] c"nan(123)\00", align 1
@.str.48 = private unnamed_addr constant [3 x i8] c".5\00", align 1
@.str.49 = private unnamed_addr constant [3 x i8] c"5.\00", align 1
@.str.50 = private unnamed_addr constant [2 x i8] c".\00", align 1
@.str.51 = private unnamed_addr constant [3 x i8] c"e5\00", align 1
@.str.52 = private unnamed_addr constant [3 x i8] c"1e\00", align 1
@.str.53 = private unnamed_addr constant [4 x i8] c"1e+\00", align 1
@.str.54 = private unnamed_addr constant [13 x i8] c"3.4028235e38\00", align 1
@.str.55 = private unnamed_addr constant [7 x i8] c"3.5e38\00", align 1
@.str.56 = private unnamed_addr constant [15 x i8] c"1.17549435e-38\00", align 1
@.str.57 = private unnamed_addr constant [4 x i8] c"0.1\00", align 1
@.str.58 = private unnamed_addr constant [31 x i8] c"123456789012345678901234567890\00", align 1
@.str.59 = private unnamed_addr constant [24 x i8] c"2.2250738585072011e-308\00", align 1
@.str.60 = private unnamed_addr constant [23 x i8] c"1.7976931348623157e308\00", align 1
@.str.61 = private unnamed_addr constant [4 x i8] c"abc\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca ptr, align 8
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = tail call ptr @__errno_location() #5
  br label %8

8:                                                ; preds = %0, %13
  %9 = phi i64 [ 0, %0 ], [ %14, %13 ]
  %10 = getelementptr inbounds [33 x ptr], ptr @ints, i64 0, i64 %9
  %11 = load ptr, ptr %10, align 8, !tbaa !6
  %12 = ptrtoint ptr %11 to i64
  br label %16

13:                                               ; preds = %16
  %14 = add nuw nsw i64 %9, 1
  %15 = icmp eq i64 %14, 33
  br i1 %15, label %47, label %8, !llvm.loop !10

16:                                               ; preds = %8, %16
  %17 = phi i64 [ 0, %8 ], [ %45, %16 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6
  store ptr %11, ptr %1, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6
  store ptr %11, ptr %2, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #6
  store ptr %11, ptr %3, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #6
  store ptr %11, ptr %4, align 8, !tbaa !6
  store i32 0, ptr %7, align 4, !tbaa !12
  %18 = getelementptr inbounds [8 x i32], ptr @bases, i64 0, i64 %17
  %19 = load i32, ptr %18, align 4, !tbaa !12
  %20 = call i64 @strtol(ptr noundef %11, ptr noundef nonnull %1, i32 noundef %19) #6
  %21 = load i32, ptr %7, align 4, !tbaa !12
  store i32 0, ptr %7, align 4, !tbaa !12
  %22 = call i64 @strtoul(ptr noundef %11, ptr noundef nonnull %2, i32 noundef %19) #6
  %23 = load i32, ptr %7, align 4, !tbaa !12
  store i32 0, ptr %7, align 4, !tbaa !12
  %24 = call i64 @strtoll(ptr noundef %11, ptr noundef nonnull %3, i32 noundef %19) #6
  %25 = load i32, ptr %7, align 4, !tbaa !12
  store i32 0, ptr %7, align 4, !tbaa !12
  %26 = call i64 @strtoull(ptr noundef %11, ptr noundef nonnull %4, i32 noundef %19) #6
  %27 = load i32, ptr %7, align 4, !tbaa !12
  %28 = load ptr, ptr %1, align 8, !tbaa !6
  %29 = ptrtoint ptr %28 to i64
  %30 = sub i64 %29, %12
  %31 = trunc i64 %30 to i32
  %32 = load ptr, ptr %2, align 8, !tbaa !6
  %33 = ptrtoint ptr %32 to i64
  %34 = sub i64 %33, %12
  %35 = trunc i64 %34 to i32
  %36 = load ptr, ptr %3, align 8, !tbaa !6
  %37 = ptrtoint ptr %36 to i64
  %38 = sub i64 %37, %12
  %39 = trunc i64 %38 to i32
  %40 = load ptr, ptr %4, align 8, !tbaa !6
  %41 = ptrtoint ptr %40 to i64
  %42 = sub i64 %41, %12
  %43 = trunc i64 %42 to i32
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef %11, i32 noundef %19, i64 noundef %20, i32 noundef %31, i32 noundef %21, i64 noundef %22, i32 noundef %35, i32 noundef %23, i64 noundef %24, i32 noundef %39, i32 noundef %25, i64 noundef %26, i32 noundef %43, i32 noundef %27)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #6
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #6
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6
  %45 = add nuw nsw i64 %17, 1
  %46 = icmp eq i64 %45, 8
  br i1 %46, label %13, label %16, !llvm.loop !14

47:                                               ; preds = %13, %47
  %48 = phi i64 [ %56, %47 ], [ 0, %13 ]
  %49 = getelementptr inbounds [33 x ptr], ptr @ints, i64 0, i64 %48
  %50 = load ptr, ptr %49, align 8, !tbaa !6
  %51 = tail call i64 @strtol(ptr nocapture noundef nonnull %50, ptr noundef null, i32 noundef 10) #6
  %52 = trunc i64 %51 to i32
  %53 = tail call i64 @strtol(ptr nocapture noundef nonnull %50, ptr noundef null, i32 noundef 10) #6
  %54 = tail call i64 @strtoll(ptr nocapture noundef nonnull %50, ptr noundef null, i32 noundef 10) #6
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %50, i32 noundef %52, i64 noundef %53, i64 noundef %54)
  %56 = add nuw nsw i64 %48, 1
  %57 = icmp eq i64 %56, 33
  br i1 %57, label %59, label %47, !llvm.loop !15

58:                                               ; preds = %59
  ret i32 0

59:                                               ; preds = %47, %59
  %60 = phi i64 [ %83, %59 ], [ 0, %47 ]
  %61 = getelementptr inbounds [27 x ptr], ptr @flts, i64 0, i64 %60
  %62 = load ptr, ptr %61, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #6
  store i32 0, ptr %7, align 4, !tbaa !12
  %63 = call double @strtod(ptr noundef %62, ptr noundef nonnull %5) #6
  %64 = load i32, ptr %7, align 4, !tbaa !12
  store i32 0, ptr %7, align 4, !tbaa !12
  %65 = call float @strtof(ptr noundef %62, ptr noundef nonnull %6) #6
  %66 = load i32, ptr %7, align 4, !tbaa !12
  %67 = load ptr, ptr %5, align 8, !tbaa !6
  %68 = ptrtoint ptr %67 to i64
  %69 = ptrtoint ptr %62 to i64
  %70 = sub i64 %68, %69
  %71 = trunc i64 %70 to i32
  %72 = icmp ne i32 %64, 0
  %73 = zext i1 %72 to i32
  %74 = fpext float %65 to double
  %75 = load ptr, ptr %6, align 8, !tbaa !6
  %76 = ptrtoint ptr %75 to i64
  %77 = sub i64 %76, %69
  %78 = trunc i64 %77 to i32
  %79 = icmp ne i32 %66, 0
  %80 = zext i1 %79 to i32
  %81 = tail call double @strtod(ptr nocapture noundef nonnull %62, ptr noundef null) #6
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %62, double noundef %63, double noundef %63, i32 noundef %71, i32 noundef %73, double noundef %74, double noundef %74, i32 noundef %78, i32 noundef %80, double noundef %81)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #6
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #6
  %83 = add nuw nsw i64 %60, 1
  %84 = icmp eq i64 %83, 27
  br i1 %84, label %58, label %59, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__errno_location() local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtoul(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtoll(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtoull(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn
declare double @strtod(ptr noundef readonly, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare float @strtof(ptr noundef readonly, ptr nocapture noundef) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nosync nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree nounwind willreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !8, i64 0}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
