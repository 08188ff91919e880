; ModuleID = 'time.c'
source_filename = "time.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.tm = type { i32, i32, i32, i32, i32, i32, i32, i32, i32, i64, ptr }
%struct.timespec = type { i64, i64 }
%struct.timeval = type { i64, i64 }

@main.times = internal unnamed_addr constant [14 x i64] [i64 0, i64 1, i64 86399, i64 86400, i64 951782400, i64 951868800, i64 978307199, i64 1000000000, i64 1234567890, i64 1700000000, i64 2147483647, i64 -1, i64 -86400, i64 -2147483647], align 8
@.str = private unnamed_addr constant [9 x i8] c"gmtime_r\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"localtime_r\00", align 1
@.str.2 = private unnamed_addr constant [26 x i8] c"  gmtime zone %s off %ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [29 x i8] c"  localtime zone %s off %ld\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"  asctime %s\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"  ctime %s\00", align 1
@formats = internal unnamed_addr constant [15 x ptr] [ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21, ptr @.str.22, ptr @.str.23, ptr @.str.24, ptr @.str.25, ptr @.str.26, ptr @.str.27, ptr @.str.28, ptr @.str.29, ptr @.str.30, ptr @.str.31, ptr @.str.32], align 8
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

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  %2 = alloca %struct.tm, align 8
  %3 = alloca %struct.tm, align 8
  %4 = alloca [128 x i8], align 1
  %5 = alloca %struct.tm, align 16
  %6 = alloca %struct.tm, align 8
  %7 = alloca [64 x i8], align 1
  %8 = alloca [8 x i8], align 1
  %9 = alloca %struct.tm, align 8
  %10 = alloca i64, align 8
  %11 = alloca %struct.timespec, align 8
  %12 = alloca %struct.timespec, align 8
  %13 = alloca %struct.timeval, align 8
  %14 = alloca i64, align 8
  %15 = alloca %struct.timespec, align 8
  br label %56

16:                                               ; preds = %118
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %5) #8
  %17 = getelementptr inbounds i8, ptr %5, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %17, i8 0, i64 32, i1 false)
  %18 = getelementptr inbounds i8, ptr %5, i64 20
  %19 = getelementptr inbounds i8, ptr %5, i64 16
  store <2 x i32> <i32 13, i32 100>, ptr %19, align 16, !tbaa !6
  %20 = getelementptr inbounds i8, ptr %5, i64 12
  %21 = getelementptr inbounds i8, ptr %5, i64 8
  %22 = getelementptr inbounds i8, ptr %5, i64 4
  store <4 x i32> <i32 70, i32 -5, i32 25, i32 35>, ptr %5, align 16, !tbaa !6
  %23 = call i64 @mktime(ptr noundef nonnull %5) #8
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %23)
  %25 = load i32, ptr %18, align 4, !tbaa !10
  %26 = add nsw i32 %25, 1900
  %27 = load i32, ptr %19, align 16, !tbaa !14
  %28 = add nsw i32 %27, 1
  %29 = load i32, ptr %20, align 4, !tbaa !15
  %30 = load i32, ptr %21, align 8, !tbaa !16
  %31 = load i32, ptr %22, align 4, !tbaa !17
  %32 = load i32, ptr %5, align 16, !tbaa !18
  %33 = getelementptr inbounds i8, ptr %5, i64 24
  %34 = load i32, ptr %33, align 8, !tbaa !19
  %35 = getelementptr inbounds i8, ptr %5, i64 28
  %36 = load i32, ptr %35, align 4, !tbaa !20
  %37 = getelementptr inbounds i8, ptr %5, i64 32
  %38 = load i32, ptr %37, align 16, !tbaa !21
  %39 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.9, i32 noundef %26, i32 noundef %28, i32 noundef %29, i32 noundef %30, i32 noundef %31, i32 noundef %32, i32 noundef %34, i32 noundef %36, i32 noundef %38)
  store <2 x i32> <i32 -1, i32 99>, ptr %19, align 16, !tbaa !6
  store <4 x i32> <i32 -1, i32 0, i32 0, i32 0>, ptr %5, align 16, !tbaa !6
  %40 = call i64 @timegm(ptr noundef nonnull %5) #8
  %41 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %40)
  %42 = load i32, ptr %18, align 4, !tbaa !10
  %43 = add nsw i32 %42, 1900
  %44 = load i32, ptr %19, align 16, !tbaa !14
  %45 = add nsw i32 %44, 1
  %46 = load i32, ptr %20, align 4, !tbaa !15
  %47 = load i32, ptr %21, align 8, !tbaa !16
  %48 = load i32, ptr %22, align 4, !tbaa !17
  %49 = load i32, ptr %5, align 16, !tbaa !18
  %50 = load i32, ptr %33, align 8, !tbaa !19
  %51 = load i32, ptr %35, align 4, !tbaa !20
  %52 = load i32, ptr %37, align 16, !tbaa !21
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.9, i32 noundef %43, i32 noundef %45, i32 noundef %46, i32 noundef %47, i32 noundef %48, i32 noundef %49, i32 noundef %50, i32 noundef %51, i32 noundef %52)
  %54 = getelementptr inbounds i8, ptr %6, i64 20
  %55 = getelementptr inbounds i8, ptr %6, i64 12
  br label %132

56:                                               ; preds = %0, %118
  %57 = phi i64 [ 0, %0 ], [ %122, %118 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #8
  %58 = getelementptr inbounds [14 x i64], ptr @main.times, i64 0, i64 %57
  %59 = load i64, ptr %58, align 8, !tbaa !22
  store i64 %59, ptr %1, align 8, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %2) #8
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %3) #8
  %60 = call ptr @gmtime_r(ptr noundef nonnull %1, ptr noundef nonnull %2) #8
  %61 = getelementptr inbounds i8, ptr %60, i64 20
  %62 = load i32, ptr %61, align 4, !tbaa !10
  %63 = add nsw i32 %62, 1900
  %64 = getelementptr inbounds i8, ptr %60, i64 16
  %65 = load i32, ptr %64, align 8, !tbaa !14
  %66 = add nsw i32 %65, 1
  %67 = getelementptr inbounds i8, ptr %60, i64 12
  %68 = load i32, ptr %67, align 4, !tbaa !15
  %69 = getelementptr inbounds i8, ptr %60, i64 8
  %70 = load i32, ptr %69, align 8, !tbaa !16
  %71 = getelementptr inbounds i8, ptr %60, i64 4
  %72 = load i32, ptr %71, align 4, !tbaa !17
  %73 = load i32, ptr %60, align 8, !tbaa !18
  %74 = getelementptr inbounds i8, ptr %60, i64 24
  %75 = load i32, ptr %74, align 8, !tbaa !19
  %76 = getelementptr inbounds i8, ptr %60, i64 28
  %77 = load i32, ptr %76, align 4, !tbaa !20
  %78 = getelementptr inbounds i8, ptr %60, i64 32
  %79 = load i32, ptr %78, align 8, !tbaa !21
  %80 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str, i32 noundef %63, i32 noundef %66, i32 noundef %68, i32 noundef %70, i32 noundef %72, i32 noundef %73, i32 noundef %75, i32 noundef %77, i32 noundef %79)
  %81 = call ptr @localtime_r(ptr noundef nonnull %1, ptr noundef nonnull %3) #8
  %82 = getelementptr inbounds i8, ptr %81, i64 20
  %83 = load i32, ptr %82, align 4, !tbaa !10
  %84 = add nsw i32 %83, 1900
  %85 = getelementptr inbounds i8, ptr %81, i64 16
  %86 = load i32, ptr %85, align 8, !tbaa !14
  %87 = add nsw i32 %86, 1
  %88 = getelementptr inbounds i8, ptr %81, i64 12
  %89 = load i32, ptr %88, align 4, !tbaa !15
  %90 = getelementptr inbounds i8, ptr %81, i64 8
  %91 = load i32, ptr %90, align 8, !tbaa !16
  %92 = getelementptr inbounds i8, ptr %81, i64 4
  %93 = load i32, ptr %92, align 4, !tbaa !17
  %94 = load i32, ptr %81, align 8, !tbaa !18
  %95 = getelementptr inbounds i8, ptr %81, i64 24
  %96 = load i32, ptr %95, align 8, !tbaa !19
  %97 = getelementptr inbounds i8, ptr %81, i64 28
  %98 = load i32, ptr %97, align 4, !tbaa !20
  %99 = getelementptr inbounds i8, ptr %81, i64 32
  %100 = load i32, ptr %99, align 8, !tbaa !21
  %101 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.1, i32 noundef %84, i32 noundef %87, i32 noundef %89, i32 noundef %91, i32 noundef %93, i32 noundef %94, i32 noundef %96, i32 noundef %98, i32 noundef %100)
  %102 = call ptr @gmtime(ptr noundef nonnull %1) #8
  %103 = getelementptr inbounds i8, ptr %102, i64 48
  %104 = load ptr, ptr %103, align 8, !tbaa !25
  %105 = getelementptr inbounds i8, ptr %102, i64 40
  %106 = load i64, ptr %105, align 8, !tbaa !26
  %107 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef %104, i64 noundef %106)
  %108 = call ptr @localtime(ptr noundef nonnull %1) #8
  %109 = getelementptr inbounds i8, ptr %108, i64 48
  %110 = load ptr, ptr %109, align 8, !tbaa !25
  %111 = getelementptr inbounds i8, ptr %108, i64 40
  %112 = load i64, ptr %111, align 8, !tbaa !26
  %113 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef %110, i64 noundef %112)
  %114 = call ptr @asctime(ptr noundef nonnull %2) #8
  %115 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %114)
  %116 = call ptr @ctime(ptr noundef nonnull %1) #8
  %117 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %116)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %4) #8
  br label %124

118:                                              ; preds = %124
  %119 = call i64 @mktime(ptr noundef nonnull %3) #8
  %120 = call i64 @timegm(ptr noundef nonnull %2) #8
  %121 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %119, i64 noundef %120)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %4) #8
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #8
  %122 = add nuw nsw i64 %57, 1
  %123 = icmp eq i64 %122, 14
  br i1 %123, label %16, label %56, !llvm.loop !27

124:                                              ; preds = %56, %124
  %125 = phi i64 [ 0, %56 ], [ %130, %124 ]
  %126 = getelementptr inbounds [15 x ptr], ptr @formats, i64 0, i64 %125
  %127 = load ptr, ptr %126, align 8, !tbaa !29
  %128 = call i64 @strftime(ptr noundef nonnull %4, i64 noundef 128, ptr noundef %127, ptr noundef nonnull %3) #8
  %129 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %127, i64 noundef %128, ptr noundef nonnull %4)
  %130 = add nuw nsw i64 %125, 1
  %131 = icmp eq i64 %130, 15
  br i1 %131, label %118, label %124, !llvm.loop !30

132:                                              ; preds = %16, %132
  %133 = phi i32 [ 2004, %16 ], [ %147, %132 ]
  %134 = add nsw i32 %133, -1900
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %6) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %6, i8 0, i64 56, i1 false)
  store i32 %134, ptr %54, align 4, !tbaa !10
  store <2 x i32> <i32 26, i32 11>, ptr %55, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #8
  %135 = call i64 @timegm(ptr noundef nonnull %6) #8
  %136 = call i64 @strftime(ptr noundef nonnull %7, i64 noundef 64, ptr noundef nonnull @.str.10, ptr noundef nonnull %6) #8
  %137 = call i32 @puts(ptr nonnull dereferenceable(1) %7)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #8
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %6) #8
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %6) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %6, i8 0, i64 56, i1 false)
  store i32 %134, ptr %54, align 4, !tbaa !10
  store <2 x i32> <i32 30, i32 11>, ptr %55, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #8
  %138 = call i64 @timegm(ptr noundef nonnull %6) #8
  %139 = call i64 @strftime(ptr noundef nonnull %7, i64 noundef 64, ptr noundef nonnull @.str.10, ptr noundef nonnull %6) #8
  %140 = call i32 @puts(ptr nonnull dereferenceable(1) %7)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #8
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %6) #8
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %6) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %6, i8 0, i64 56, i1 false)
  store i32 %134, ptr %54, align 4, !tbaa !10
  store <2 x i32> <i32 34, i32 11>, ptr %55, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #8
  %141 = call i64 @timegm(ptr noundef nonnull %6) #8
  %142 = call i64 @strftime(ptr noundef nonnull %7, i64 noundef 64, ptr noundef nonnull @.str.10, ptr noundef nonnull %6) #8
  %143 = call i32 @puts(ptr nonnull dereferenceable(1) %7)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #8
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %6) #8
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %6) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %6, i8 0, i64 56, i1 false)
  store i32 %134, ptr %54, align 4, !tbaa !10
  store <2 x i32> <i32 38, i32 11>, ptr %55, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #8
  %144 = call i64 @timegm(ptr noundef nonnull %6) #8
  %145 = call i64 @strftime(ptr noundef nonnull %7, i64 noundef 64, ptr noundef nonnull @.str.10, ptr noundef nonnull %6) #8
  %146 = call i32 @puts(ptr nonnull dereferenceable(1) %7)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #8
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %6) #8
  %147 = add nuw nsw i32 %133, 1
  %148 = icmp eq i32 %147, 2013
  br i1 %148, label %149, label %132, !llvm.loop !31

149:                                              ; preds = %132
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #8
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %9) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %9, i8 0, i64 56, i1 false)
  %150 = call i64 @strftime(ptr noundef nonnull %8, i64 noundef 8, ptr noundef nonnull @.str.13, ptr noundef nonnull %9) #8
  %151 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %150)
  %152 = call double @difftime(i64 noundef 100, i64 noundef 50) #9
  %153 = call double @difftime(i64 noundef -3, i64 noundef 4) #9
  %154 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef %152, double noundef %153)
  %155 = call i64 @time(ptr noundef null) #8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10) #8
  %156 = call i64 @time(ptr noundef nonnull %10) #8
  %157 = call i64 @clock() #8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %12) #8
  %158 = call i32 @clock_gettime(i32 noundef 0, ptr noundef nonnull %11) #8
  %159 = call i32 @clock_gettime(i32 noundef 1, ptr noundef nonnull %12) #8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13) #8
  %160 = call i32 @gettimeofday(ptr noundef nonnull %13, ptr noundef null) #8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile i64 0, ptr %14, align 8, !tbaa !24
  br label %168

161:                                              ; preds = %168
  %162 = call i64 @clock() #8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %15) #8
  %163 = call i32 @clock_gettime(i32 noundef 1, ptr noundef nonnull %15) #8
  %164 = load i64, ptr %10, align 8, !tbaa !24
  %165 = load i64, ptr %15, align 8, !tbaa !32
  %166 = load i64, ptr %12, align 8, !tbaa !32
  %167 = icmp sgt i64 %165, %166
  br i1 %167, label %183, label %174

168:                                              ; preds = %149, %168
  %169 = phi i64 [ 0, %149 ], [ %172, %168 ]
  %170 = load volatile i64, ptr %14, align 8, !tbaa !24
  %171 = add i64 %170, %169
  store volatile i64 %171, ptr %14, align 8, !tbaa !24
  %172 = add nuw nsw i64 %169, 1
  %173 = icmp eq i64 %172, 100000
  br i1 %173, label %161, label %168, !llvm.loop !34

174:                                              ; preds = %161
  %175 = icmp eq i64 %165, %166
  %176 = getelementptr inbounds i8, ptr %15, i64 8
  %177 = load i64, ptr %176, align 8
  %178 = getelementptr inbounds i8, ptr %12, i64 8
  %179 = load i64, ptr %178, align 8
  %180 = icmp sge i64 %177, %179
  %181 = select i1 %175, i1 %180, i1 false
  %182 = zext i1 %181 to i32
  br label %183

183:                                              ; preds = %174, %161
  %184 = phi i32 [ 1, %161 ], [ %182, %174 ]
  %185 = getelementptr inbounds i8, ptr %11, i64 8
  %186 = load i64, ptr %185, align 8
  %187 = icmp ult i64 %186, 1000000000
  %188 = getelementptr inbounds i8, ptr %13, i64 8
  %189 = load i64, ptr %188, align 8
  %190 = icmp ult i64 %189, 1000000
  %191 = select i1 %187, i1 %190, i1 false
  %192 = zext i1 %191 to i32
  %193 = icmp sge i64 %162, %157
  %194 = zext i1 %193 to i32
  %195 = icmp sge i64 %164, %155
  %196 = zext i1 %195 to i32
  %197 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %196, i32 noundef %194, i32 noundef %158, i32 noundef %159, i32 noundef %160, i32 noundef %184, i32 noundef %192)
  %198 = call i32 @clock_gettime(i32 noundef 99, ptr noundef nonnull %11) #8
  %199 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef %198)
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

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

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
declare noundef i32 @gettimeofday(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { mustprogress nofree nosync nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !7, i64 20}
!11 = !{!"tm", !7, i64 0, !7, i64 4, !7, i64 8, !7, i64 12, !7, i64 16, !7, i64 20, !7, i64 24, !7, i64 28, !7, i64 32, !12, i64 40, !13, i64 48}
!12 = !{!"long", !8, i64 0}
!13 = !{!"any pointer", !8, i64 0}
!14 = !{!11, !7, i64 16}
!15 = !{!11, !7, i64 12}
!16 = !{!11, !7, i64 8}
!17 = !{!11, !7, i64 4}
!18 = !{!11, !7, i64 0}
!19 = !{!11, !7, i64 24}
!20 = !{!11, !7, i64 28}
!21 = !{!11, !7, i64 32}
!22 = !{!23, !23, i64 0}
!23 = !{!"long long", !8, i64 0}
!24 = !{!12, !12, i64 0}
!25 = !{!11, !13, i64 48}
!26 = !{!11, !12, i64 40}
!27 = distinct !{!27, !28}
!28 = !{!"llvm.loop.mustprogress"}
!29 = !{!13, !13, i64 0}
!30 = distinct !{!30, !28}
!31 = distinct !{!31, !28}
!32 = !{!33, !12, i64 0}
!33 = !{!"timespec", !12, i64 0, !12, i64 8}
!34 = distinct !{!34, !28}
