; ModuleID = 'time.c'
source_filename = "time.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.tm = type { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, ptr }
%struct.timespec = type { i32, i32 }
%struct.timeval = type { i32, i32 }

@main.times = internal unnamed_addr constant [14 x i64] [i64 0, i64 1, i64 86399, i64 86400, i64 951782400, i64 951868800, i64 978307199, i64 1000000000, i64 1234567890, i64 1700000000, i64 2147483647, i64 -1, i64 -86400, i64 -2147483647], align 8
@.str = private unnamed_addr constant [9 x i8] c"gmtime_r\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"localtime_r\00", align 1
@.str.2 = private unnamed_addr constant [26 x i8] c"  gmtime zone %s off %ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [29 x i8] c"  localtime zone %s off %ld\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"  asctime %s\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"  ctime %s\00", align 1
@formats = internal unnamed_addr constant [15 x ptr] [ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21, ptr @.str.22, ptr @.str.23, ptr @.str.24, ptr @.str.25, ptr @.str.26, ptr @.str.27, ptr @.str.28, ptr @.str.29, ptr @.str.30, ptr @.str.31, ptr @.str.32], align 4
@.str.6 = private unnamed_addr constant [17 x i8] c"  [%s] %zu \22%s\22\0A\00", align 1
@.str.7 = private unnamed_addr constant [27 x i8] c"  mktime %lld timegm %lld\0A\00", align 1
@.str.8 = private unnamed_addr constant [17 x i8] c"normalised %lld\0A\00", align 1
@.str.9 = private unnamed_addr constant [11 x i8] c"normalised\00", align 1
@.str.10 = private unnamed_addr constant [25 x i8] c"%F %a %G-W%V-%u %U %W %j\00", align 1
@.str.12 = private unnamed_addr constant [24 x i8] c"strftime too long: %zu\0A\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"%A %B\00", align 1
@.str.14 = private unnamed_addr constant [16 x i8] c"difftime %a %a\0A\00", align 1
@.str.15 = private unnamed_addr constant [30 x i8] c"clocks: %d %d %d %d %d %d %d\0A\00", align 1
@.str.16 = private unnamed_addr constant [15 x i8] c"bad clock: %d\0A\00", align 1
@.str.17 = private unnamed_addr constant [58 x i8] c"%s: %d-%02d-%02d %02d:%02d:%02d wday %d yday %d isdst %d\0A\00", align 1
@.str.18 = private unnamed_addr constant [15 x i8] c"%a %A %b %B %h\00", align 1
@.str.19 = private unnamed_addr constant [3 x i8] c"%c\00", align 1
@.str.20 = private unnamed_addr constant [12 x i8] c"%C %d %D %e\00", align 1
@.str.21 = private unnamed_addr constant [6 x i8] c"%F %T\00", align 1
@.str.22 = private unnamed_addr constant [9 x i8] c"%g %G %V\00", align 1
@.str.23 = private unnamed_addr constant [15 x i8] c"%H %I %j %k %l\00", align 1
@.str.24 = private unnamed_addr constant [17 x i8] c"%m %M %n%t %p %P\00", align 1
@.str.25 = private unnamed_addr constant [9 x i8] c"%r %R %S\00", align 1
@.str.26 = private unnamed_addr constant [12 x i8] c"%u %U %w %W\00", align 1
@.str.27 = private unnamed_addr constant [12 x i8] c"%x %X %y %Y\00", align 1
@.str.28 = private unnamed_addr constant [6 x i8] c"%z %Z\00", align 1
@.str.29 = private unnamed_addr constant [3 x i8] c"%%\00", align 1
@.str.30 = private unnamed_addr constant [16 x i8] c"%-d %_d %0e %-j\00", align 1
@.str.31 = private unnamed_addr constant [11 x i8] c"%Ey %Od %s\00", align 1
@.str.32 = private unnamed_addr constant [5 x i8] c"[%q]\00", align 1

; Function Attrs: nounwind
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.tm, align 4
  %3 = alloca %struct.tm, align 4
  %4 = alloca [128 x i8], align 1
  %5 = alloca %struct.tm, align 4
  %6 = alloca %struct.tm, align 4
  %7 = alloca [64 x i8], align 1
  %8 = alloca [8 x i8], align 1
  %9 = alloca %struct.tm, align 4
  %10 = alloca i32, align 4
  %11 = alloca %struct.timespec, align 4
  %12 = alloca %struct.timespec, align 4
  %13 = alloca %struct.timeval, align 4
  %14 = alloca i32, align 4
  %15 = alloca %struct.timespec, align 4
  br label %59

16:                                               ; preds = %122
  call void @llvm.lifetime.start.p0(i64 44, ptr nonnull %5) #7
  %17 = getelementptr inbounds i8, ptr %5, i32 24
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 4 dereferenceable(44) %17, i8 0, i32 20, i1 false)
  %18 = getelementptr inbounds i8, ptr %5, i32 20
  store i32 100, ptr %18, align 4, !tbaa !5
  %19 = getelementptr inbounds i8, ptr %5, i32 16
  store i32 13, ptr %19, align 4, !tbaa !12
  %20 = getelementptr inbounds i8, ptr %5, i32 12
  store i32 35, ptr %20, align 4, !tbaa !13
  %21 = getelementptr inbounds i8, ptr %5, i32 8
  store i32 25, ptr %21, align 4, !tbaa !14
  %22 = getelementptr inbounds i8, ptr %5, i32 4
  store i32 -5, ptr %22, align 4, !tbaa !15
  store i32 70, ptr %5, align 4, !tbaa !16
  %23 = call i32 @mktime(ptr noundef nonnull %5) #7
  %24 = sext i32 %23 to i64
  %25 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %24)
  %26 = load i32, ptr %18, align 4, !tbaa !5
  %27 = add nsw i32 %26, 1900
  %28 = load i32, ptr %19, align 4, !tbaa !12
  %29 = add nsw i32 %28, 1
  %30 = load i32, ptr %20, align 4, !tbaa !13
  %31 = load i32, ptr %21, align 4, !tbaa !14
  %32 = load i32, ptr %22, align 4, !tbaa !15
  %33 = load i32, ptr %5, align 4, !tbaa !16
  %34 = getelementptr inbounds i8, ptr %5, i32 24
  %35 = load i32, ptr %34, align 4, !tbaa !17
  %36 = getelementptr inbounds i8, ptr %5, i32 28
  %37 = load i32, ptr %36, align 4, !tbaa !18
  %38 = getelementptr inbounds i8, ptr %5, i32 32
  %39 = load i32, ptr %38, align 4, !tbaa !19
  %40 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.9, i32 noundef %27, i32 noundef %29, i32 noundef %30, i32 noundef %31, i32 noundef %32, i32 noundef %33, i32 noundef %35, i32 noundef %37, i32 noundef %39)
  store i32 99, ptr %18, align 4, !tbaa !5
  store i32 -1, ptr %19, align 4, !tbaa !12
  store i32 0, ptr %20, align 4, !tbaa !13
  store i32 0, ptr %21, align 4, !tbaa !14
  store i32 0, ptr %22, align 4, !tbaa !15
  store i32 -1, ptr %5, align 4, !tbaa !16
  %41 = call i32 @timegm(ptr noundef nonnull %5) #7
  %42 = sext i32 %41 to i64
  %43 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %42)
  %44 = load i32, ptr %18, align 4, !tbaa !5
  %45 = add nsw i32 %44, 1900
  %46 = load i32, ptr %19, align 4, !tbaa !12
  %47 = add nsw i32 %46, 1
  %48 = load i32, ptr %20, align 4, !tbaa !13
  %49 = load i32, ptr %21, align 4, !tbaa !14
  %50 = load i32, ptr %22, align 4, !tbaa !15
  %51 = load i32, ptr %5, align 4, !tbaa !16
  %52 = load i32, ptr %34, align 4, !tbaa !17
  %53 = load i32, ptr %36, align 4, !tbaa !18
  %54 = load i32, ptr %38, align 4, !tbaa !19
  %55 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.9, i32 noundef %45, i32 noundef %47, i32 noundef %48, i32 noundef %49, i32 noundef %50, i32 noundef %51, i32 noundef %52, i32 noundef %53, i32 noundef %54)
  %56 = getelementptr inbounds i8, ptr %6, i32 20
  %57 = getelementptr inbounds i8, ptr %6, i32 16
  %58 = getelementptr inbounds i8, ptr %6, i32 12
  br label %138

59:                                               ; preds = %0, %122
  %60 = phi i32 [ 0, %0 ], [ %128, %122 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #7
  %61 = getelementptr inbounds [14 x i64], ptr @main.times, i32 0, i32 %60
  %62 = load i64, ptr %61, align 8, !tbaa !20
  %63 = trunc i64 %62 to i32
  store i32 %63, ptr %1, align 4, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 44, ptr nonnull %2) #7
  call void @llvm.lifetime.start.p0(i64 44, ptr nonnull %3) #7
  %64 = call ptr @gmtime_r(ptr noundef nonnull %1, ptr noundef nonnull %2) #7
  %65 = getelementptr inbounds i8, ptr %64, i32 20
  %66 = load i32, ptr %65, align 4, !tbaa !5
  %67 = add nsw i32 %66, 1900
  %68 = getelementptr inbounds i8, ptr %64, i32 16
  %69 = load i32, ptr %68, align 4, !tbaa !12
  %70 = add nsw i32 %69, 1
  %71 = getelementptr inbounds i8, ptr %64, i32 12
  %72 = load i32, ptr %71, align 4, !tbaa !13
  %73 = getelementptr inbounds i8, ptr %64, i32 8
  %74 = load i32, ptr %73, align 4, !tbaa !14
  %75 = getelementptr inbounds i8, ptr %64, i32 4
  %76 = load i32, ptr %75, align 4, !tbaa !15
  %77 = load i32, ptr %64, align 4, !tbaa !16
  %78 = getelementptr inbounds i8, ptr %64, i32 24
  %79 = load i32, ptr %78, align 4, !tbaa !17
  %80 = getelementptr inbounds i8, ptr %64, i32 28
  %81 = load i32, ptr %80, align 4, !tbaa !18
  %82 = getelementptr inbounds i8, ptr %64, i32 32
  %83 = load i32, ptr %82, align 4, !tbaa !19
  %84 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str, i32 noundef %67, i32 noundef %70, i32 noundef %72, i32 noundef %74, i32 noundef %76, i32 noundef %77, i32 noundef %79, i32 noundef %81, i32 noundef %83)
  %85 = call ptr @localtime_r(ptr noundef nonnull %1, ptr noundef nonnull %3) #7
  %86 = getelementptr inbounds i8, ptr %85, i32 20
  %87 = load i32, ptr %86, align 4, !tbaa !5
  %88 = add nsw i32 %87, 1900
  %89 = getelementptr inbounds i8, ptr %85, i32 16
  %90 = load i32, ptr %89, align 4, !tbaa !12
  %91 = add nsw i32 %90, 1
  %92 = getelementptr inbounds i8, ptr %85, i32 12
  %93 = load i32, ptr %92, align 4, !tbaa !13
  %94 = getelementptr inbounds i8, ptr %85, i32 8
  %95 = load i32, ptr %94, align 4, !tbaa !14
  %96 = getelementptr inbounds i8, ptr %85, i32 4
  %97 = load i32, ptr %96, align 4, !tbaa !15
  %98 = load i32, ptr %85, align 4, !tbaa !16
  %99 = getelementptr inbounds i8, ptr %85, i32 24
  %100 = load i32, ptr %99, align 4, !tbaa !17
  %101 = getelementptr inbounds i8, ptr %85, i32 28
  %102 = load i32, ptr %101, align 4, !tbaa !18
  %103 = getelementptr inbounds i8, ptr %85, i32 32
  %104 = load i32, ptr %103, align 4, !tbaa !19
  %105 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.1, i32 noundef %88, i32 noundef %91, i32 noundef %93, i32 noundef %95, i32 noundef %97, i32 noundef %98, i32 noundef %100, i32 noundef %102, i32 noundef %104)
  %106 = call ptr @gmtime(ptr noundef nonnull %1) #7
  %107 = getelementptr inbounds i8, ptr %106, i32 40
  %108 = load ptr, ptr %107, align 4, !tbaa !23
  %109 = getelementptr inbounds i8, ptr %106, i32 36
  %110 = load i32, ptr %109, align 4, !tbaa !24
  %111 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef %108, i32 noundef %110)
  %112 = call ptr @localtime(ptr noundef nonnull %1) #7
  %113 = getelementptr inbounds i8, ptr %112, i32 40
  %114 = load ptr, ptr %113, align 4, !tbaa !23
  %115 = getelementptr inbounds i8, ptr %112, i32 36
  %116 = load i32, ptr %115, align 4, !tbaa !24
  %117 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef %114, i32 noundef %116)
  %118 = call ptr @asctime(ptr noundef nonnull %2) #7
  %119 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %118)
  %120 = call ptr @ctime(ptr noundef nonnull %1) #7
  %121 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %120)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %4) #7
  br label %130

122:                                              ; preds = %130
  %123 = call i32 @mktime(ptr noundef nonnull %3) #7
  %124 = sext i32 %123 to i64
  %125 = call i32 @timegm(ptr noundef nonnull %2) #7
  %126 = sext i32 %125 to i64
  %127 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %124, i64 noundef %126)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %4) #7
  call void @llvm.lifetime.end.p0(i64 44, ptr nonnull %3) #7
  call void @llvm.lifetime.end.p0(i64 44, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #7
  %128 = add nuw nsw i32 %60, 1
  %129 = icmp eq i32 %128, 14
  br i1 %129, label %16, label %59, !llvm.loop !25

130:                                              ; preds = %59, %130
  %131 = phi i32 [ 0, %59 ], [ %136, %130 ]
  %132 = getelementptr inbounds [15 x ptr], ptr @formats, i32 0, i32 %131
  %133 = load ptr, ptr %132, align 4, !tbaa !27
  %134 = call i32 @strftime(ptr noundef nonnull %4, i32 noundef 128, ptr noundef %133, ptr noundef nonnull %3) #7
  %135 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %133, i32 noundef %134, ptr noundef nonnull %4)
  %136 = add nuw nsw i32 %131, 1
  %137 = icmp eq i32 %136, 15
  br i1 %137, label %122, label %130, !llvm.loop !28

138:                                              ; preds = %16, %138
  %139 = phi i32 [ 2004, %16 ], [ %153, %138 ]
  %140 = add nsw i32 %139, -1900
  call void @llvm.lifetime.start.p0(i64 44, ptr nonnull %6) #7
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 4 dereferenceable(44) %6, i8 0, i32 44, i1 false)
  store i32 %140, ptr %56, align 4, !tbaa !5
  store i32 11, ptr %57, align 4, !tbaa !12
  store i32 26, ptr %58, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #7
  %141 = call i32 @timegm(ptr noundef nonnull %6) #7
  %142 = call i32 @strftime(ptr noundef nonnull %7, i32 noundef 64, ptr noundef nonnull @.str.10, ptr noundef nonnull %6) #7
  %143 = call i32 @puts(ptr nonnull dereferenceable(1) %7)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #7
  call void @llvm.lifetime.end.p0(i64 44, ptr nonnull %6) #7
  call void @llvm.lifetime.start.p0(i64 44, ptr nonnull %6) #7
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 4 dereferenceable(44) %6, i8 0, i32 44, i1 false)
  store i32 %140, ptr %56, align 4, !tbaa !5
  store i32 11, ptr %57, align 4, !tbaa !12
  store i32 30, ptr %58, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #7
  %144 = call i32 @timegm(ptr noundef nonnull %6) #7
  %145 = call i32 @strftime(ptr noundef nonnull %7, i32 noundef 64, ptr noundef nonnull @.str.10, ptr noundef nonnull %6) #7
  %146 = call i32 @puts(ptr nonnull dereferenceable(1) %7)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #7
  call void @llvm.lifetime.end.p0(i64 44, ptr nonnull %6) #7
  call void @llvm.lifetime.start.p0(i64 44, ptr nonnull %6) #7
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 4 dereferenceable(44) %6, i8 0, i32 44, i1 false)
  store i32 %140, ptr %56, align 4, !tbaa !5
  store i32 11, ptr %57, align 4, !tbaa !12
  store i32 34, ptr %58, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #7
  %147 = call i32 @timegm(ptr noundef nonnull %6) #7
  %148 = call i32 @strftime(ptr noundef nonnull %7, i32 noundef 64, ptr noundef nonnull @.str.10, ptr noundef nonnull %6) #7
  %149 = call i32 @puts(ptr nonnull dereferenceable(1) %7)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #7
  call void @llvm.lifetime.end.p0(i64 44, ptr nonnull %6) #7
  call void @llvm.lifetime.start.p0(i64 44, ptr nonnull %6) #7
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 4 dereferenceable(44) %6, i8 0, i32 44, i1 false)
  store i32 %140, ptr %56, align 4, !tbaa !5
  store i32 11, ptr %57, align 4, !tbaa !12
  store i32 38, ptr %58, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #7
  %150 = call i32 @timegm(ptr noundef nonnull %6) #7
  %151 = call i32 @strftime(ptr noundef nonnull %7, i32 noundef 64, ptr noundef nonnull @.str.10, ptr noundef nonnull %6) #7
  %152 = call i32 @puts(ptr nonnull dereferenceable(1) %7)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #7
  call void @llvm.lifetime.end.p0(i64 44, ptr nonnull %6) #7
  %153 = add nuw nsw i32 %139, 1
  %154 = icmp eq i32 %153, 2013
  br i1 %154, label %155, label %138, !llvm.loop !29

155:                                              ; preds = %138
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #7
  call void @llvm.lifetime.start.p0(i64 44, ptr nonnull %9) #7
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 4 dereferenceable(44) %9, i8 0, i32 44, i1 false)
  %156 = call i32 @strftime(ptr noundef nonnull %8, i32 noundef 8, ptr noundef nonnull @.str.13, ptr noundef nonnull %9) #7
  %157 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %156)
  %158 = call double @difftime(i32 noundef 100, i32 noundef 50) #8
  %159 = call double @difftime(i32 noundef -3, i32 noundef 4) #8
  %160 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef %158, double noundef %159)
  %161 = call i32 @time(ptr noundef null) #7
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %10) #7
  %162 = call i32 @time(ptr noundef nonnull %10) #7
  %163 = call i32 @clock() #7
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11) #7
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12) #7
  %164 = call i32 @clock_gettime(i32 noundef 0, ptr noundef nonnull %11) #7
  %165 = call i32 @clock_gettime(i32 noundef 1, ptr noundef nonnull %12) #7
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13) #7
  %166 = call i32 @gettimeofday(ptr noundef nonnull %13, ptr noundef null) #7
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %14)
  store volatile i32 0, ptr %14, align 4, !tbaa !22
  br label %174

167:                                              ; preds = %174
  %168 = call i32 @clock() #7
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15) #7
  %169 = call i32 @clock_gettime(i32 noundef 1, ptr noundef nonnull %15) #7
  %170 = load i32, ptr %10, align 4, !tbaa !22
  %171 = load i32, ptr %15, align 4, !tbaa !30
  %172 = load i32, ptr %12, align 4, !tbaa !30
  %173 = icmp sgt i32 %171, %172
  br i1 %173, label %189, label %180

174:                                              ; preds = %155, %174
  %175 = phi i32 [ 0, %155 ], [ %178, %174 ]
  %176 = load volatile i32, ptr %14, align 4, !tbaa !22
  %177 = add i32 %176, %175
  store volatile i32 %177, ptr %14, align 4, !tbaa !22
  %178 = add nuw nsw i32 %175, 1
  %179 = icmp eq i32 %178, 100000
  br i1 %179, label %167, label %174, !llvm.loop !32

180:                                              ; preds = %167
  %181 = icmp eq i32 %171, %172
  %182 = getelementptr inbounds i8, ptr %15, i32 4
  %183 = load i32, ptr %182, align 4
  %184 = getelementptr inbounds i8, ptr %12, i32 4
  %185 = load i32, ptr %184, align 4
  %186 = icmp sge i32 %183, %185
  %187 = select i1 %181, i1 %186, i1 false
  %188 = zext i1 %187 to i32
  br label %189

189:                                              ; preds = %180, %167
  %190 = phi i32 [ 1, %167 ], [ %188, %180 ]
  %191 = getelementptr inbounds i8, ptr %11, i32 4
  %192 = load i32, ptr %191, align 4
  %193 = icmp ult i32 %192, 1000000000
  %194 = getelementptr inbounds i8, ptr %13, i32 4
  %195 = load i32, ptr %194, align 4
  %196 = icmp ult i32 %195, 1000000
  %197 = select i1 %193, i1 %196, i1 false
  %198 = zext i1 %197 to i32
  %199 = icmp sge i32 %168, %163
  %200 = zext i1 %199 to i32
  %201 = icmp sge i32 %170, %161
  %202 = zext i1 %201 to i32
  %203 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %202, i32 noundef %200, i32 noundef %164, i32 noundef %165, i32 noundef %166, i32 noundef %190, i32 noundef %198)
  %204 = call i32 @clock_gettime(i32 noundef 99, ptr noundef nonnull %11) #7
  %205 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef %204)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15) #7
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %14)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13) #7
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12) #7
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11) #7
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10) #7
  call void @llvm.lifetime.end.p0(i64 44, ptr nonnull %9) #7
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #7
  call void @llvm.lifetime.end.p0(i64 44, ptr nonnull %5) #7
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare ptr @gmtime_r(ptr noundef, ptr noundef) local_unnamed_addr #0

; Function Attrs: nounwind
declare ptr @localtime_r(ptr noundef, ptr noundef) local_unnamed_addr #0

; Function Attrs: nounwind
declare ptr @gmtime(ptr noundef) local_unnamed_addr #0

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nounwind
declare ptr @localtime(ptr noundef) local_unnamed_addr #0

; Function Attrs: nounwind
declare ptr @asctime(ptr noundef) local_unnamed_addr #0

; Function Attrs: nounwind
declare ptr @ctime(ptr noundef) local_unnamed_addr #0

; Function Attrs: nounwind
declare i32 @strftime(ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn
declare noundef i32 @mktime(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare i32 @timegm(ptr noundef) local_unnamed_addr #0

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #4

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @difftime(i32 noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nounwind
declare i32 @time(ptr noundef) local_unnamed_addr #0

; Function Attrs: nounwind
declare i32 @clock() local_unnamed_addr #0

; Function Attrs: nounwind
declare i32 @clock_gettime(i32 noundef, ptr noundef) local_unnamed_addr #0

; Function Attrs: nofree nounwind
declare noundef i32 @gettimeofday(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }
attributes #8 = { nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 20}
!6 = !{!"tm", !7, i64 0, !7, i64 4, !7, i64 8, !7, i64 12, !7, i64 16, !7, i64 20, !7, i64 24, !7, i64 28, !7, i64 32, !10, i64 36, !11, i64 40}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"long", !8, i64 0}
!11 = !{!"any pointer", !8, i64 0}
!12 = !{!6, !7, i64 16}
!13 = !{!6, !7, i64 12}
!14 = !{!6, !7, i64 8}
!15 = !{!6, !7, i64 4}
!16 = !{!6, !7, i64 0}
!17 = !{!6, !7, i64 24}
!18 = !{!6, !7, i64 28}
!19 = !{!6, !7, i64 32}
!20 = !{!21, !21, i64 0}
!21 = !{!"long long", !8, i64 0}
!22 = !{!10, !10, i64 0}
!23 = !{!6, !11, i64 40}
!24 = !{!6, !10, i64 36}
!25 = distinct !{!25, !26}
!26 = !{!"llvm.loop.mustprogress"}
!27 = !{!11, !11, i64 0}
!28 = distinct !{!28, !26}
!29 = distinct !{!29, !26}
!30 = !{!31, !10, i64 0}
!31 = !{!"timespec", !10, i64 0, !10, i64 4}
!32 = distinct !{!32, !26}
