; ModuleID = 'time.c'
source_filename = "time.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.tm = type { i32, i32, i32, i32, i32, i32, i32, i32, i32, i64, ptr }
%struct.timespec = type { i64, i64 }
%struct.timeval = type { i64, i64 }

@main.times = internal unnamed_addr constant [14 x i64] [i64 0, i64 1, i64 86399, i64 86400, i64 951782400, i64 951868800, i64 978307199, i64 1000000000, i64 1234567890, i64 1700000000, i64 2147483647, i64 -1, i64 -86400, i64 -2147483647], align 16
@.str = private unnamed_addr constant [9 x i8] c"gmtime_r\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"localtime_r\00", align 1
@.str.2 = private unnamed_addr constant [26 x i8] c"  gmtime zone %s off %ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [29 x i8] c"  localtime zone %s off %ld\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"  asctime %s\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"  ctime %s\00", align 1
@formats = internal unnamed_addr constant [15 x ptr] [ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21, ptr @.str.22, ptr @.str.23, ptr @.str.24, ptr @.str.25, ptr @.str.26, ptr @.str.27, ptr @.str.28, ptr @.str.29, ptr @.str.30, ptr @.str.31, ptr @.str.32], align 16
@.str.6 = private unnamed_addr constant [17 x i8] c"  [%s] %zu \22%s\22\0A\00", align 1
@.str.7 = private unnamed_addr constant [27 x i8] c"  mktime %lld timegm %lld\0A\00", align 1
@.str.8 = private unnamed_addr constant [17 x i8] c"normalised %lld\0A\00", align 1
@.str.9 = private unnamed_addr constant [11 x i8] c"normalised\00", align 1
@.str.10 = private unnamed_addr constant [25 x i8] c"%F %a %G-W%V-%u %U %W %j\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
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

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  %2 = alloca %struct.tm, align 8
  %3 = alloca %struct.tm, align 8
  %4 = alloca [128 x i8], align 16
  %5 = alloca %struct.tm, align 16
  %6 = alloca %struct.tm, align 8
  %7 = alloca [64 x i8], align 16
  %8 = alloca [8 x i8], align 1
  %9 = alloca %struct.tm, align 8
  %10 = alloca i64, align 8
  %11 = alloca %struct.timespec, align 8
  %12 = alloca %struct.timespec, align 8
  %13 = alloca %struct.timeval, align 8
  %14 = alloca i64, align 8
  %15 = alloca %struct.timespec, align 8
  br label %57

16:                                               ; preds = %119
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %5) #8
  %17 = getelementptr inbounds i8, ptr %5, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %17, i8 0, i64 32, i1 false)
  %18 = getelementptr inbounds i8, ptr %5, i64 20
  store i32 100, ptr %18, align 4, !tbaa !5
  %19 = getelementptr inbounds i8, ptr %5, i64 16
  store i32 13, ptr %19, align 16, !tbaa !12
  %20 = getelementptr inbounds i8, ptr %5, i64 12
  %21 = getelementptr inbounds i8, ptr %5, i64 8
  %22 = getelementptr inbounds i8, ptr %5, i64 4
  store <4 x i32> <i32 70, i32 -5, i32 25, i32 35>, ptr %5, align 16, !tbaa !13
  %23 = call i64 @mktime(ptr noundef nonnull %5) #8
  %24 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.8, i64 noundef %23) #8
  %25 = load i32, ptr %18, align 4, !tbaa !5
  %26 = add nsw i32 %25, 1900
  %27 = load i32, ptr %19, align 16, !tbaa !12
  %28 = add nsw i32 %27, 1
  %29 = load i32, ptr %20, align 4, !tbaa !14
  %30 = load i32, ptr %21, align 8, !tbaa !15
  %31 = load i32, ptr %22, align 4, !tbaa !16
  %32 = load i32, ptr %5, align 16, !tbaa !17
  %33 = getelementptr inbounds i8, ptr %5, i64 24
  %34 = load i32, ptr %33, align 8, !tbaa !18
  %35 = getelementptr inbounds i8, ptr %5, i64 28
  %36 = load i32, ptr %35, align 4, !tbaa !19
  %37 = getelementptr inbounds i8, ptr %5, i64 32
  %38 = load i32, ptr %37, align 16, !tbaa !20
  %39 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.17, ptr noundef nonnull @.str.9, i32 noundef %26, i32 noundef %28, i32 noundef %29, i32 noundef %30, i32 noundef %31, i32 noundef %32, i32 noundef %34, i32 noundef %36, i32 noundef %38) #8
  store i32 99, ptr %18, align 4, !tbaa !5
  store i32 -1, ptr %19, align 16, !tbaa !12
  store <4 x i32> <i32 -1, i32 0, i32 0, i32 0>, ptr %5, align 16, !tbaa !13
  %40 = call i64 @timegm(ptr noundef nonnull %5) #8
  %41 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.8, i64 noundef %40) #8
  %42 = load i32, ptr %18, align 4, !tbaa !5
  %43 = add nsw i32 %42, 1900
  %44 = load i32, ptr %19, align 16, !tbaa !12
  %45 = add nsw i32 %44, 1
  %46 = load i32, ptr %20, align 4, !tbaa !14
  %47 = load i32, ptr %21, align 8, !tbaa !15
  %48 = load i32, ptr %22, align 4, !tbaa !16
  %49 = load i32, ptr %5, align 16, !tbaa !17
  %50 = load i32, ptr %33, align 8, !tbaa !18
  %51 = load i32, ptr %35, align 4, !tbaa !19
  %52 = load i32, ptr %37, align 16, !tbaa !20
  %53 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.17, ptr noundef nonnull @.str.9, i32 noundef %43, i32 noundef %45, i32 noundef %46, i32 noundef %47, i32 noundef %48, i32 noundef %49, i32 noundef %50, i32 noundef %51, i32 noundef %52) #8
  %54 = getelementptr inbounds i8, ptr %6, i64 20
  %55 = getelementptr inbounds i8, ptr %6, i64 16
  %56 = getelementptr inbounds i8, ptr %6, i64 12
  br label %133

57:                                               ; preds = %0, %119
  %58 = phi i64 [ 0, %0 ], [ %123, %119 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #8
  %59 = getelementptr inbounds [14 x i64], ptr @main.times, i64 0, i64 %58
  %60 = load i64, ptr %59, align 8, !tbaa !21
  store i64 %60, ptr %1, align 8, !tbaa !23
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %2) #8
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %3) #8
  %61 = call ptr @gmtime_r(ptr noundef nonnull %1, ptr noundef nonnull %2) #8
  %62 = getelementptr inbounds i8, ptr %61, i64 20
  %63 = load i32, ptr %62, align 4, !tbaa !5
  %64 = add nsw i32 %63, 1900
  %65 = getelementptr inbounds i8, ptr %61, i64 16
  %66 = load i32, ptr %65, align 8, !tbaa !12
  %67 = add nsw i32 %66, 1
  %68 = getelementptr inbounds i8, ptr %61, i64 12
  %69 = load i32, ptr %68, align 4, !tbaa !14
  %70 = getelementptr inbounds i8, ptr %61, i64 8
  %71 = load i32, ptr %70, align 8, !tbaa !15
  %72 = getelementptr inbounds i8, ptr %61, i64 4
  %73 = load i32, ptr %72, align 4, !tbaa !16
  %74 = load i32, ptr %61, align 8, !tbaa !17
  %75 = getelementptr inbounds i8, ptr %61, i64 24
  %76 = load i32, ptr %75, align 8, !tbaa !18
  %77 = getelementptr inbounds i8, ptr %61, i64 28
  %78 = load i32, ptr %77, align 4, !tbaa !19
  %79 = getelementptr inbounds i8, ptr %61, i64 32
  %80 = load i32, ptr %79, align 8, !tbaa !20
  %81 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.17, ptr noundef nonnull @.str, i32 noundef %64, i32 noundef %67, i32 noundef %69, i32 noundef %71, i32 noundef %73, i32 noundef %74, i32 noundef %76, i32 noundef %78, i32 noundef %80) #8
  %82 = call ptr @localtime_r(ptr noundef nonnull %1, ptr noundef nonnull %3) #8
  %83 = getelementptr inbounds i8, ptr %82, i64 20
  %84 = load i32, ptr %83, align 4, !tbaa !5
  %85 = add nsw i32 %84, 1900
  %86 = getelementptr inbounds i8, ptr %82, i64 16
  %87 = load i32, ptr %86, align 8, !tbaa !12
  %88 = add nsw i32 %87, 1
  %89 = getelementptr inbounds i8, ptr %82, i64 12
  %90 = load i32, ptr %89, align 4, !tbaa !14
  %91 = getelementptr inbounds i8, ptr %82, i64 8
  %92 = load i32, ptr %91, align 8, !tbaa !15
  %93 = getelementptr inbounds i8, ptr %82, i64 4
  %94 = load i32, ptr %93, align 4, !tbaa !16
  %95 = load i32, ptr %82, align 8, !tbaa !17
  %96 = getelementptr inbounds i8, ptr %82, i64 24
  %97 = load i32, ptr %96, align 8, !tbaa !18
  %98 = getelementptr inbounds i8, ptr %82, i64 28
  %99 = load i32, ptr %98, align 4, !tbaa !19
  %100 = getelementptr inbounds i8, ptr %82, i64 32
  %101 = load i32, ptr %100, align 8, !tbaa !20
  %102 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.17, ptr noundef nonnull @.str.1, i32 noundef %85, i32 noundef %88, i32 noundef %90, i32 noundef %92, i32 noundef %94, i32 noundef %95, i32 noundef %97, i32 noundef %99, i32 noundef %101) #8
  %103 = call ptr @gmtime(ptr noundef nonnull %1) #8
  %104 = getelementptr inbounds i8, ptr %103, i64 48
  %105 = load ptr, ptr %104, align 8, !tbaa !24
  %106 = getelementptr inbounds i8, ptr %103, i64 40
  %107 = load i64, ptr %106, align 8, !tbaa !25
  %108 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, ptr noundef %105, i64 noundef %107) #8
  %109 = call ptr @localtime(ptr noundef nonnull %1) #8
  %110 = getelementptr inbounds i8, ptr %109, i64 48
  %111 = load ptr, ptr %110, align 8, !tbaa !24
  %112 = getelementptr inbounds i8, ptr %109, i64 40
  %113 = load i64, ptr %112, align 8, !tbaa !25
  %114 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef %111, i64 noundef %113) #8
  %115 = call ptr @asctime(ptr noundef nonnull %2) #8
  %116 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.4, ptr noundef %115) #8
  %117 = call ptr @ctime(ptr noundef nonnull %1) #8
  %118 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, ptr noundef %117) #8
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %4) #8
  br label %125

119:                                              ; preds = %125
  %120 = call i64 @mktime(ptr noundef nonnull %3) #8
  %121 = call i64 @timegm(ptr noundef nonnull %2) #8
  %122 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.7, i64 noundef %120, i64 noundef %121) #8
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %4) #8
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #8
  %123 = add nuw nsw i64 %58, 1
  %124 = icmp eq i64 %123, 14
  br i1 %124, label %16, label %57, !llvm.loop !26

125:                                              ; preds = %57, %125
  %126 = phi i64 [ 0, %57 ], [ %131, %125 ]
  %127 = getelementptr inbounds [15 x ptr], ptr @formats, i64 0, i64 %126
  %128 = load ptr, ptr %127, align 8, !tbaa !28
  %129 = call i64 @strftime(ptr noundef nonnull %4, i64 noundef 128, ptr noundef %128, ptr noundef nonnull %3) #8
  %130 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.6, ptr noundef %128, i64 noundef %129, ptr noundef nonnull %4) #8
  %131 = add nuw nsw i64 %126, 1
  %132 = icmp eq i64 %131, 15
  br i1 %132, label %119, label %125, !llvm.loop !29

133:                                              ; preds = %16, %133
  %134 = phi i32 [ 2004, %16 ], [ %148, %133 ]
  %135 = add nsw i32 %134, -1900
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %6) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %6, i8 0, i64 56, i1 false)
  store i32 %135, ptr %54, align 4, !tbaa !5
  store i32 11, ptr %55, align 8, !tbaa !12
  store i32 26, ptr %56, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #8
  %136 = call i64 @timegm(ptr noundef nonnull %6) #8
  %137 = call i64 @strftime(ptr noundef nonnull %7, i64 noundef 64, ptr noundef nonnull @.str.10, ptr noundef nonnull %6) #8
  %138 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.11, ptr noundef nonnull %7) #8
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #8
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %6) #8
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %6) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %6, i8 0, i64 56, i1 false)
  store i32 %135, ptr %54, align 4, !tbaa !5
  store i32 11, ptr %55, align 8, !tbaa !12
  store i32 30, ptr %56, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #8
  %139 = call i64 @timegm(ptr noundef nonnull %6) #8
  %140 = call i64 @strftime(ptr noundef nonnull %7, i64 noundef 64, ptr noundef nonnull @.str.10, ptr noundef nonnull %6) #8
  %141 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.11, ptr noundef nonnull %7) #8
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #8
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %6) #8
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %6) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %6, i8 0, i64 56, i1 false)
  store i32 %135, ptr %54, align 4, !tbaa !5
  store i32 11, ptr %55, align 8, !tbaa !12
  store i32 34, ptr %56, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #8
  %142 = call i64 @timegm(ptr noundef nonnull %6) #8
  %143 = call i64 @strftime(ptr noundef nonnull %7, i64 noundef 64, ptr noundef nonnull @.str.10, ptr noundef nonnull %6) #8
  %144 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.11, ptr noundef nonnull %7) #8
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #8
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %6) #8
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %6) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %6, i8 0, i64 56, i1 false)
  store i32 %135, ptr %54, align 4, !tbaa !5
  store i32 11, ptr %55, align 8, !tbaa !12
  store i32 38, ptr %56, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #8
  %145 = call i64 @timegm(ptr noundef nonnull %6) #8
  %146 = call i64 @strftime(ptr noundef nonnull %7, i64 noundef 64, ptr noundef nonnull @.str.10, ptr noundef nonnull %6) #8
  %147 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.11, ptr noundef nonnull %7) #8
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #8
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %6) #8
  %148 = add nuw nsw i32 %134, 1
  %149 = icmp eq i32 %148, 2013
  br i1 %149, label %150, label %133, !llvm.loop !30

150:                                              ; preds = %133
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #8
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %9) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %9, i8 0, i64 56, i1 false)
  %151 = call i64 @strftime(ptr noundef nonnull %8, i64 noundef 8, ptr noundef nonnull @.str.13, ptr noundef nonnull %9) #8
  %152 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.12, i64 noundef %151) #8
  %153 = call double @difftime(i64 noundef 100, i64 noundef 50) #9
  %154 = call double @difftime(i64 noundef -3, i64 noundef 4) #9
  %155 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.14, double noundef %153, double noundef %154) #8
  %156 = call i64 @time(ptr noundef null) #8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10) #8
  %157 = call i64 @time(ptr noundef nonnull %10) #8
  %158 = call i64 @clock() #8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %12) #8
  %159 = call i32 @clock_gettime(i32 noundef 0, ptr noundef nonnull %11) #8
  %160 = call i32 @clock_gettime(i32 noundef 1, ptr noundef nonnull %12) #8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13) #8
  %161 = call i32 @gettimeofday(ptr noundef nonnull %13, ptr noundef null) #8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile i64 0, ptr %14, align 8, !tbaa !23
  br label %169

162:                                              ; preds = %169
  %163 = call i64 @clock() #8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %15) #8
  %164 = call i32 @clock_gettime(i32 noundef 1, ptr noundef nonnull %15) #8
  %165 = load i64, ptr %10, align 8, !tbaa !23
  %166 = load i64, ptr %15, align 8, !tbaa !31
  %167 = load i64, ptr %12, align 8, !tbaa !31
  %168 = icmp sgt i64 %166, %167
  br i1 %168, label %196, label %187

169:                                              ; preds = %169, %150
  %170 = phi i64 [ 0, %150 ], [ %185, %169 ]
  %171 = load volatile i64, ptr %14, align 8, !tbaa !23
  %172 = add i64 %171, %170
  store volatile i64 %172, ptr %14, align 8, !tbaa !23
  %173 = add nuw nsw i64 %170, 1
  %174 = load volatile i64, ptr %14, align 8, !tbaa !23
  %175 = add i64 %174, %173
  store volatile i64 %175, ptr %14, align 8, !tbaa !23
  %176 = add nuw nsw i64 %170, 2
  %177 = load volatile i64, ptr %14, align 8, !tbaa !23
  %178 = add i64 %177, %176
  store volatile i64 %178, ptr %14, align 8, !tbaa !23
  %179 = add nuw nsw i64 %170, 3
  %180 = load volatile i64, ptr %14, align 8, !tbaa !23
  %181 = add i64 %180, %179
  store volatile i64 %181, ptr %14, align 8, !tbaa !23
  %182 = add nuw nsw i64 %170, 4
  %183 = load volatile i64, ptr %14, align 8, !tbaa !23
  %184 = add i64 %183, %182
  store volatile i64 %184, ptr %14, align 8, !tbaa !23
  %185 = add nuw nsw i64 %170, 5
  %186 = icmp eq i64 %185, 100000
  br i1 %186, label %162, label %169, !llvm.loop !33

187:                                              ; preds = %162
  %188 = icmp eq i64 %166, %167
  %189 = getelementptr inbounds i8, ptr %15, i64 8
  %190 = load i64, ptr %189, align 8
  %191 = getelementptr inbounds i8, ptr %12, i64 8
  %192 = load i64, ptr %191, align 8
  %193 = icmp sge i64 %190, %192
  %194 = select i1 %188, i1 %193, i1 false
  %195 = zext i1 %194 to i32
  br label %196

196:                                              ; preds = %187, %162
  %197 = phi i32 [ 1, %162 ], [ %195, %187 ]
  %198 = getelementptr inbounds i8, ptr %11, i64 8
  %199 = load i64, ptr %198, align 8
  %200 = icmp ult i64 %199, 1000000000
  %201 = getelementptr inbounds i8, ptr %13, i64 8
  %202 = load i64, ptr %201, align 8
  %203 = icmp ult i64 %202, 1000000
  %204 = select i1 %200, i1 %203, i1 false
  %205 = zext i1 %204 to i32
  %206 = icmp sge i64 %163, %158
  %207 = zext i1 %206 to i32
  %208 = icmp sge i64 %165, %156
  %209 = zext i1 %208 to i32
  %210 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.15, i32 noundef %209, i32 noundef %207, i32 noundef %159, i32 noundef %160, i32 noundef %161, i32 noundef %197, i32 noundef %205) #8
  %211 = call i32 @clock_gettime(i32 noundef 99, ptr noundef nonnull %11) #8
  %212 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.16, i32 noundef %211) #8
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %15) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #8
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %12) #8
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10) #8
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %9) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #8
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %5) #8
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare ptr @gmtime_r(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare ptr @localtime_r(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare ptr @gmtime(ptr noundef) local_unnamed_addr #2

declare i32 @__printf_chk(i32 noundef, ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nounwind
declare ptr @localtime(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare ptr @asctime(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare ptr @ctime(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i64 @strftime(ptr noundef, i64 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn
declare noundef i64 @mktime(ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare i64 @timegm(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @difftime(i64 noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare i64 @time(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i64 @clock() local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @clock_gettime(i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @gettimeofday(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 20}
!6 = !{!"tm", !7, i64 0, !7, i64 4, !7, i64 8, !7, i64 12, !7, i64 16, !7, i64 20, !7, i64 24, !7, i64 28, !7, i64 32, !10, i64 40, !11, i64 48}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"long", !8, i64 0}
!11 = !{!"any pointer", !8, i64 0}
!12 = !{!6, !7, i64 16}
!13 = !{!7, !7, i64 0}
!14 = !{!6, !7, i64 12}
!15 = !{!6, !7, i64 8}
!16 = !{!6, !7, i64 4}
!17 = !{!6, !7, i64 0}
!18 = !{!6, !7, i64 24}
!19 = !{!6, !7, i64 28}
!20 = !{!6, !7, i64 32}
!21 = !{!22, !22, i64 0}
!22 = !{!"long long", !8, i64 0}
!23 = !{!10, !10, i64 0}
!24 = !{!6, !11, i64 48}
!25 = !{!6, !10, i64 40}
!26 = distinct !{!26, !27}
!27 = !{!"llvm.loop.mustprogress"}
!28 = !{!11, !11, i64 0}
!29 = distinct !{!29, !27}
!30 = distinct !{!30, !27}
!31 = !{!32, !10, i64 0}
!32 = !{!"timespec", !10, i64 0, !10, i64 8}
!33 = distinct !{!33, !27}
