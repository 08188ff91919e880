; ModuleID = 'time.c'
source_filename = "time.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

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

16:                                               ; preds = %59
  call void @llvm.lifetime.start.p0(i64 44, ptr nonnull %5) #8
  %17 = getelementptr inbounds i8, ptr %5, i32 24
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 4 dereferenceable(44) %17, i8 0, i32 20, i1 false)
  %18 = getelementptr inbounds i8, ptr %5, i32 20
  store i32 100, ptr %18, align 4, !tbaa !6
  %19 = getelementptr inbounds i8, ptr %5, i32 16
  store i32 13, ptr %19, align 4, !tbaa !13
  %20 = getelementptr inbounds i8, ptr %5, i32 12
  store i32 35, ptr %20, align 4, !tbaa !14
  %21 = getelementptr inbounds i8, ptr %5, i32 8
  store i32 25, ptr %21, align 4, !tbaa !15
  %22 = getelementptr inbounds i8, ptr %5, i32 4
  store i32 -5, ptr %22, align 4, !tbaa !16
  store i32 70, ptr %5, align 4, !tbaa !17
  %23 = call i32 @mktime(ptr noundef nonnull %5) #8
  %24 = sext i32 %23 to i64
  %25 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %24)
  %26 = load i32, ptr %18, align 4, !tbaa !6
  %27 = add nsw i32 %26, 1900
  %28 = load i32, ptr %19, align 4, !tbaa !13
  %29 = add nsw i32 %28, 1
  %30 = load i32, ptr %20, align 4, !tbaa !14
  %31 = load i32, ptr %21, align 4, !tbaa !15
  %32 = load i32, ptr %22, align 4, !tbaa !16
  %33 = load i32, ptr %5, align 4, !tbaa !17
  %34 = getelementptr inbounds i8, ptr %5, i32 24
  %35 = load i32, ptr %34, align 4, !tbaa !18
  %36 = getelementptr inbounds i8, ptr %5, i32 28
  %37 = load i32, ptr %36, align 4, !tbaa !19
  %38 = getelementptr inbounds i8, ptr %5, i32 32
  %39 = load i32, ptr %38, align 4, !tbaa !20
  %40 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.9, i32 noundef %27, i32 noundef %29, i32 noundef %30, i32 noundef %31, i32 noundef %32, i32 noundef %33, i32 noundef %35, i32 noundef %37, i32 noundef %39)
  store i32 99, ptr %18, align 4, !tbaa !6
  store i32 -1, ptr %19, align 4, !tbaa !13
  store i32 0, ptr %20, align 4, !tbaa !14
  store i32 0, ptr %21, align 4, !tbaa !15
  store i32 0, ptr %22, align 4, !tbaa !16
  store i32 -1, ptr %5, align 4, !tbaa !17
  %41 = call i32 @timegm(ptr noundef nonnull %5) #8
  %42 = sext i32 %41 to i64
  %43 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %42)
  %44 = load i32, ptr %18, align 4, !tbaa !6
  %45 = add nsw i32 %44, 1900
  %46 = load i32, ptr %19, align 4, !tbaa !13
  %47 = add nsw i32 %46, 1
  %48 = load i32, ptr %20, align 4, !tbaa !14
  %49 = load i32, ptr %21, align 4, !tbaa !15
  %50 = load i32, ptr %22, align 4, !tbaa !16
  %51 = load i32, ptr %5, align 4, !tbaa !17
  %52 = load i32, ptr %34, align 4, !tbaa !18
  %53 = load i32, ptr %36, align 4, !tbaa !19
  %54 = load i32, ptr %38, align 4, !tbaa !20
  %55 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.9, i32 noundef %45, i32 noundef %47, i32 noundef %48, i32 noundef %49, i32 noundef %50, i32 noundef %51, i32 noundef %52, i32 noundef %53, i32 noundef %54)
  %56 = getelementptr inbounds i8, ptr %6, i32 20
  %57 = getelementptr inbounds i8, ptr %6, i32 16
  %58 = getelementptr inbounds i8, ptr %6, i32 12
  br label %159

59:                                               ; preds = %0, %59
  %60 = phi i32 [ 0, %0 ], [ %157, %59 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #8
  %61 = getelementptr inbounds [14 x i64], ptr @main.times, i32 0, i32 %60
  %62 = load i64, ptr %61, align 8, !tbaa !21
  %63 = trunc i64 %62 to i32
  store i32 %63, ptr %1, align 4, !tbaa !23
  call void @llvm.lifetime.start.p0(i64 44, ptr nonnull %2) #8
  call void @llvm.lifetime.start.p0(i64 44, ptr nonnull %3) #8
  %64 = call ptr @gmtime_r(ptr noundef nonnull %1, ptr noundef nonnull %2) #8
  %65 = getelementptr inbounds i8, ptr %64, i32 20
  %66 = load i32, ptr %65, align 4, !tbaa !6
  %67 = add nsw i32 %66, 1900
  %68 = getelementptr inbounds i8, ptr %64, i32 16
  %69 = load i32, ptr %68, align 4, !tbaa !13
  %70 = add nsw i32 %69, 1
  %71 = getelementptr inbounds i8, ptr %64, i32 12
  %72 = load i32, ptr %71, align 4, !tbaa !14
  %73 = getelementptr inbounds i8, ptr %64, i32 8
  %74 = load i32, ptr %73, align 4, !tbaa !15
  %75 = getelementptr inbounds i8, ptr %64, i32 4
  %76 = load i32, ptr %75, align 4, !tbaa !16
  %77 = load i32, ptr %64, align 4, !tbaa !17
  %78 = getelementptr inbounds i8, ptr %64, i32 24
  %79 = load i32, ptr %78, align 4, !tbaa !18
  %80 = getelementptr inbounds i8, ptr %64, i32 28
  %81 = load i32, ptr %80, align 4, !tbaa !19
  %82 = getelementptr inbounds i8, ptr %64, i32 32
  %83 = load i32, ptr %82, align 4, !tbaa !20
  %84 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str, i32 noundef %67, i32 noundef %70, i32 noundef %72, i32 noundef %74, i32 noundef %76, i32 noundef %77, i32 noundef %79, i32 noundef %81, i32 noundef %83)
  %85 = call ptr @localtime_r(ptr noundef nonnull %1, ptr noundef nonnull %3) #8
  %86 = getelementptr inbounds i8, ptr %85, i32 20
  %87 = load i32, ptr %86, align 4, !tbaa !6
  %88 = add nsw i32 %87, 1900
  %89 = getelementptr inbounds i8, ptr %85, i32 16
  %90 = load i32, ptr %89, align 4, !tbaa !13
  %91 = add nsw i32 %90, 1
  %92 = getelementptr inbounds i8, ptr %85, i32 12
  %93 = load i32, ptr %92, align 4, !tbaa !14
  %94 = getelementptr inbounds i8, ptr %85, i32 8
  %95 = load i32, ptr %94, align 4, !tbaa !15
  %96 = getelementptr inbounds i8, ptr %85, i32 4
  %97 = load i32, ptr %96, align 4, !tbaa !16
  %98 = load i32, ptr %85, align 4, !tbaa !17
  %99 = getelementptr inbounds i8, ptr %85, i32 24
  %100 = load i32, ptr %99, align 4, !tbaa !18
  %101 = getelementptr inbounds i8, ptr %85, i32 28
  %102 = load i32, ptr %101, align 4, !tbaa !19
  %103 = getelementptr inbounds i8, ptr %85, i32 32
  %104 = load i32, ptr %103, align 4, !tbaa !20
  %105 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.1, i32 noundef %88, i32 noundef %91, i32 noundef %93, i32 noundef %95, i32 noundef %97, i32 noundef %98, i32 noundef %100, i32 noundef %102, i32 noundef %104)
  %106 = call ptr @gmtime(ptr noundef nonnull %1) #8
  %107 = getelementptr inbounds i8, ptr %106, i32 40
  %108 = load ptr, ptr %107, align 4, !tbaa !24
  %109 = getelementptr inbounds i8, ptr %106, i32 36
  %110 = load i32, ptr %109, align 4, !tbaa !25
  %111 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef %108, i32 noundef %110)
  %112 = call ptr @localtime(ptr noundef nonnull %1) #8
  %113 = getelementptr inbounds i8, ptr %112, i32 40
  %114 = load ptr, ptr %113, align 4, !tbaa !24
  %115 = getelementptr inbounds i8, ptr %112, i32 36
  %116 = load i32, ptr %115, align 4, !tbaa !25
  %117 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef %114, i32 noundef %116)
  %118 = call ptr @asctime(ptr noundef nonnull %2) #8
  %119 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %118)
  %120 = call ptr @ctime(ptr noundef nonnull %1) #8
  %121 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %120)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %4) #8
  %122 = call i32 @strftime(ptr noundef nonnull %4, i32 noundef 128, ptr noundef nonnull @.str.18, ptr noundef nonnull %3) #8
  %123 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.18, i32 noundef %122, ptr noundef nonnull %4)
  %124 = call i32 @strftime(ptr noundef nonnull %4, i32 noundef 128, ptr noundef nonnull @.str.19, ptr noundef nonnull %3) #8
  %125 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.19, i32 noundef %124, ptr noundef nonnull %4)
  %126 = call i32 @strftime(ptr noundef nonnull %4, i32 noundef 128, ptr noundef nonnull @.str.20, ptr noundef nonnull %3) #8
  %127 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.20, i32 noundef %126, ptr noundef nonnull %4)
  %128 = call i32 @strftime(ptr noundef nonnull %4, i32 noundef 128, ptr noundef nonnull @.str.21, ptr noundef nonnull %3) #8
  %129 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.21, i32 noundef %128, ptr noundef nonnull %4)
  %130 = call i32 @strftime(ptr noundef nonnull %4, i32 noundef 128, ptr noundef nonnull @.str.22, ptr noundef nonnull %3) #8
  %131 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.22, i32 noundef %130, ptr noundef nonnull %4)
  %132 = call i32 @strftime(ptr noundef nonnull %4, i32 noundef 128, ptr noundef nonnull @.str.23, ptr noundef nonnull %3) #8
  %133 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.23, i32 noundef %132, ptr noundef nonnull %4)
  %134 = call i32 @strftime(ptr noundef nonnull %4, i32 noundef 128, ptr noundef nonnull @.str.24, ptr noundef nonnull %3) #8
  %135 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.24, i32 noundef %134, ptr noundef nonnull %4)
  %136 = call i32 @strftime(ptr noundef nonnull %4, i32 noundef 128, ptr noundef nonnull @.str.25, ptr noundef nonnull %3) #8
  %137 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.25, i32 noundef %136, ptr noundef nonnull %4)
  %138 = call i32 @strftime(ptr noundef nonnull %4, i32 noundef 128, ptr noundef nonnull @.str.26, ptr noundef nonnull %3) #8
  %139 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.26, i32 noundef %138, ptr noundef nonnull %4)
  %140 = call i32 @strftime(ptr noundef nonnull %4, i32 noundef 128, ptr noundef nonnull @.str.27, ptr noundef nonnull %3) #8
  %141 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.27, i32 noundef %140, ptr noundef nonnull %4)
  %142 = call i32 @strftime(ptr noundef nonnull %4, i32 noundef 128, ptr noundef nonnull @.str.28, ptr noundef nonnull %3) #8
  %143 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.28, i32 noundef %142, ptr noundef nonnull %4)
  %144 = call i32 @strftime(ptr noundef nonnull %4, i32 noundef 128, ptr noundef nonnull @.str.29, ptr noundef nonnull %3) #8
  %145 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.29, i32 noundef %144, ptr noundef nonnull %4)
  %146 = call i32 @strftime(ptr noundef nonnull %4, i32 noundef 128, ptr noundef nonnull @.str.30, ptr noundef nonnull %3) #8
  %147 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.30, i32 noundef %146, ptr noundef nonnull %4)
  %148 = call i32 @strftime(ptr noundef nonnull %4, i32 noundef 128, ptr noundef nonnull @.str.31, ptr noundef nonnull %3) #8
  %149 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.31, i32 noundef %148, ptr noundef nonnull %4)
  %150 = call i32 @strftime(ptr noundef nonnull %4, i32 noundef 128, ptr noundef nonnull @.str.32, ptr noundef nonnull %3) #8
  %151 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.32, i32 noundef %150, ptr noundef nonnull %4)
  %152 = call i32 @mktime(ptr noundef nonnull %3) #8
  %153 = sext i32 %152 to i64
  %154 = call i32 @timegm(ptr noundef nonnull %2) #8
  %155 = sext i32 %154 to i64
  %156 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %153, i64 noundef %155)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %4) #8
  call void @llvm.lifetime.end.p0(i64 44, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 44, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #8
  %157 = add nuw nsw i32 %60, 1
  %158 = icmp eq i32 %157, 14
  br i1 %158, label %16, label %59, !llvm.loop !26

159:                                              ; preds = %16, %159
  %160 = phi i32 [ 2004, %16 ], [ %174, %159 ]
  %161 = add nsw i32 %160, -1900
  call void @llvm.lifetime.start.p0(i64 44, ptr nonnull %6) #8
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 4 dereferenceable(44) %6, i8 0, i32 44, i1 false)
  store i32 %161, ptr %56, align 4, !tbaa !6
  store i32 11, ptr %57, align 4, !tbaa !13
  store i32 26, ptr %58, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #8
  %162 = call i32 @timegm(ptr noundef nonnull %6) #8
  %163 = call i32 @strftime(ptr noundef nonnull %7, i32 noundef 64, ptr noundef nonnull @.str.10, ptr noundef nonnull %6) #8
  %164 = call i32 @puts(ptr nonnull dereferenceable(1) %7)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #8
  call void @llvm.lifetime.end.p0(i64 44, ptr nonnull %6) #8
  call void @llvm.lifetime.start.p0(i64 44, ptr nonnull %6) #8
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 4 dereferenceable(44) %6, i8 0, i32 44, i1 false)
  store i32 %161, ptr %56, align 4, !tbaa !6
  store i32 11, ptr %57, align 4, !tbaa !13
  store i32 30, ptr %58, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #8
  %165 = call i32 @timegm(ptr noundef nonnull %6) #8
  %166 = call i32 @strftime(ptr noundef nonnull %7, i32 noundef 64, ptr noundef nonnull @.str.10, ptr noundef nonnull %6) #8
  %167 = call i32 @puts(ptr nonnull dereferenceable(1) %7)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #8
  call void @llvm.lifetime.end.p0(i64 44, ptr nonnull %6) #8
  call void @llvm.lifetime.start.p0(i64 44, ptr nonnull %6) #8
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 4 dereferenceable(44) %6, i8 0, i32 44, i1 false)
  store i32 %161, ptr %56, align 4, !tbaa !6
  store i32 11, ptr %57, align 4, !tbaa !13
  store i32 34, ptr %58, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #8
  %168 = call i32 @timegm(ptr noundef nonnull %6) #8
  %169 = call i32 @strftime(ptr noundef nonnull %7, i32 noundef 64, ptr noundef nonnull @.str.10, ptr noundef nonnull %6) #8
  %170 = call i32 @puts(ptr nonnull dereferenceable(1) %7)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #8
  call void @llvm.lifetime.end.p0(i64 44, ptr nonnull %6) #8
  call void @llvm.lifetime.start.p0(i64 44, ptr nonnull %6) #8
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 4 dereferenceable(44) %6, i8 0, i32 44, i1 false)
  store i32 %161, ptr %56, align 4, !tbaa !6
  store i32 11, ptr %57, align 4, !tbaa !13
  store i32 38, ptr %58, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #8
  %171 = call i32 @timegm(ptr noundef nonnull %6) #8
  %172 = call i32 @strftime(ptr noundef nonnull %7, i32 noundef 64, ptr noundef nonnull @.str.10, ptr noundef nonnull %6) #8
  %173 = call i32 @puts(ptr nonnull dereferenceable(1) %7)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #8
  call void @llvm.lifetime.end.p0(i64 44, ptr nonnull %6) #8
  %174 = add nuw nsw i32 %160, 1
  %175 = icmp eq i32 %174, 2013
  br i1 %175, label %176, label %159, !llvm.loop !28

176:                                              ; preds = %159
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #8
  call void @llvm.lifetime.start.p0(i64 44, ptr nonnull %9) #8
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 4 dereferenceable(44) %9, i8 0, i32 44, i1 false)
  %177 = call i32 @strftime(ptr noundef nonnull %8, i32 noundef 8, ptr noundef nonnull @.str.13, ptr noundef nonnull %9) #8
  %178 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %177)
  %179 = call double @difftime(i32 noundef 100, i32 noundef 50) #9
  %180 = call double @difftime(i32 noundef -3, i32 noundef 4) #9
  %181 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef %179, double noundef %180)
  %182 = call i32 @time(ptr noundef null) #8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %10) #8
  %183 = call i32 @time(ptr noundef nonnull %10) #8
  %184 = call i32 @clock() #8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11) #8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12) #8
  %185 = call i32 @clock_gettime(i32 noundef 0, ptr noundef nonnull %11) #8
  %186 = call i32 @clock_gettime(i32 noundef 1, ptr noundef nonnull %12) #8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13) #8
  %187 = call i32 @gettimeofday(ptr noundef nonnull %13, ptr noundef null) #8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %14)
  store volatile i32 0, ptr %14, align 4, !tbaa !23
  br label %195

188:                                              ; preds = %195
  %189 = call i32 @clock() #8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15) #8
  %190 = call i32 @clock_gettime(i32 noundef 1, ptr noundef nonnull %15) #8
  %191 = load i32, ptr %10, align 4, !tbaa !23
  %192 = load i32, ptr %15, align 4, !tbaa !29
  %193 = load i32, ptr %12, align 4, !tbaa !29
  %194 = icmp sgt i32 %192, %193
  br i1 %194, label %222, label %213

195:                                              ; preds = %195, %176
  %196 = phi i32 [ 0, %176 ], [ %211, %195 ]
  %197 = load volatile i32, ptr %14, align 4, !tbaa !23
  %198 = add i32 %197, %196
  store volatile i32 %198, ptr %14, align 4, !tbaa !23
  %199 = add nuw nsw i32 %196, 1
  %200 = load volatile i32, ptr %14, align 4, !tbaa !23
  %201 = add i32 %200, %199
  store volatile i32 %201, ptr %14, align 4, !tbaa !23
  %202 = add nuw nsw i32 %196, 2
  %203 = load volatile i32, ptr %14, align 4, !tbaa !23
  %204 = add i32 %203, %202
  store volatile i32 %204, ptr %14, align 4, !tbaa !23
  %205 = add nuw nsw i32 %196, 3
  %206 = load volatile i32, ptr %14, align 4, !tbaa !23
  %207 = add i32 %206, %205
  store volatile i32 %207, ptr %14, align 4, !tbaa !23
  %208 = add nuw nsw i32 %196, 4
  %209 = load volatile i32, ptr %14, align 4, !tbaa !23
  %210 = add i32 %209, %208
  store volatile i32 %210, ptr %14, align 4, !tbaa !23
  %211 = add nuw nsw i32 %196, 5
  %212 = icmp eq i32 %211, 100000
  br i1 %212, label %188, label %195, !llvm.loop !31

213:                                              ; preds = %188
  %214 = icmp eq i32 %192, %193
  %215 = getelementptr inbounds i8, ptr %15, i32 4
  %216 = load i32, ptr %215, align 4
  %217 = getelementptr inbounds i8, ptr %12, i32 4
  %218 = load i32, ptr %217, align 4
  %219 = icmp sge i32 %216, %218
  %220 = select i1 %214, i1 %219, i1 false
  %221 = zext i1 %220 to i32
  br label %222

222:                                              ; preds = %213, %188
  %223 = phi i32 [ 1, %188 ], [ %221, %213 ]
  %224 = getelementptr inbounds i8, ptr %11, i32 4
  %225 = load i32, ptr %224, align 4
  %226 = icmp ult i32 %225, 1000000000
  %227 = getelementptr inbounds i8, ptr %13, i32 4
  %228 = load i32, ptr %227, align 4
  %229 = icmp ult i32 %228, 1000000
  %230 = select i1 %226, i1 %229, i1 false
  %231 = zext i1 %230 to i32
  %232 = icmp sge i32 %189, %184
  %233 = zext i1 %232 to i32
  %234 = icmp sge i32 %191, %182
  %235 = zext i1 %234 to i32
  %236 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %235, i32 noundef %233, i32 noundef %185, i32 noundef %186, i32 noundef %187, i32 noundef %223, i32 noundef %231)
  %237 = call i32 @clock_gettime(i32 noundef 99, ptr noundef nonnull %11) #8
  %238 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef %237)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %14)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10) #8
  call void @llvm.lifetime.end.p0(i64 44, ptr nonnull %9) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #8
  call void @llvm.lifetime.end.p0(i64 44, ptr nonnull %5) #8
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
declare i32 @strftime(ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn
declare noundef i32 @mktime(ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare i32 @timegm(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #5

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @difftime(i32 noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare i32 @time(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @clock() local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @clock_gettime(i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @gettimeofday(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 20}
!7 = !{!"tm", !8, i64 0, !8, i64 4, !8, i64 8, !8, i64 12, !8, i64 16, !8, i64 20, !8, i64 24, !8, i64 28, !8, i64 32, !11, i64 36, !12, i64 40}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"long", !9, i64 0}
!12 = !{!"any pointer", !9, i64 0}
!13 = !{!7, !8, i64 16}
!14 = !{!7, !8, i64 12}
!15 = !{!7, !8, i64 8}
!16 = !{!7, !8, i64 4}
!17 = !{!7, !8, i64 0}
!18 = !{!7, !8, i64 24}
!19 = !{!7, !8, i64 28}
!20 = !{!7, !8, i64 32}
!21 = !{!22, !22, i64 0}
!22 = !{!"long long", !9, i64 0}
!23 = !{!11, !11, i64 0}
!24 = !{!7, !12, i64 40}
!25 = !{!7, !11, i64 36}
!26 = distinct !{!26, !27}
!27 = !{!"llvm.loop.mustprogress"}
!28 = distinct !{!28, !27}
!29 = !{!30, !11, i64 0}
!30 = !{!"timespec", !11, i64 0, !11, i64 4}
!31 = distinct !{!31, !27}
