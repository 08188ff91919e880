; ModuleID = 'time.c'
source_filename = "time.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.tm = type { i32, i32, i32, i32, i32, i32, i32, i32, i32, i64, i8* }
%struct.timespec = type { i64, i64 }
%struct.timeval = type { i64, i64 }

@main.times = internal unnamed_addr constant [14 x i64] [i64 0, i64 1, i64 86399, i64 86400, i64 951782400, i64 951868800, i64 978307199, i64 1000000000, i64 1234567890, i64 1700000000, i64 2147483647, i64 -1, i64 -86400, i64 -2147483647], align 16
@.str = private unnamed_addr constant [9 x i8] c"gmtime_r\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"localtime_r\00", align 1
@.str.2 = private unnamed_addr constant [26 x i8] c"  gmtime zone %s off %ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [29 x i8] c"  localtime zone %s off %ld\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"  asctime %s\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"  ctime %s\00", align 1
@formats = internal unnamed_addr constant [15 x i8*] [i8* getelementptr inbounds ([15 x i8], [15 x i8]* @.str.18, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.19, i32 0, i32 0), i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.20, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.21, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.22, i32 0, i32 0), i8* getelementptr inbounds ([15 x i8], [15 x i8]* @.str.23, i32 0, i32 0), i8* getelementptr inbounds ([17 x i8], [17 x i8]* @.str.24, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.25, i32 0, i32 0), i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.26, i32 0, i32 0), i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.27, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.28, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.29, i32 0, i32 0), i8* getelementptr inbounds ([16 x i8], [16 x i8]* @.str.30, i32 0, i32 0), i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.31, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.32, i32 0, i32 0)], align 16
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
define dso_local i32 @main() local_unnamed_addr #0 {
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
  %16 = bitcast i64* %1 to i8*
  %17 = bitcast %struct.tm* %2 to i8*
  %18 = bitcast %struct.tm* %3 to i8*
  %19 = getelementptr inbounds [128 x i8], [128 x i8]* %4, i64 0, i64 0
  br label %68

20:                                               ; preds = %132
  %21 = bitcast %struct.tm* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %21) #8
  %22 = getelementptr inbounds %struct.tm, %struct.tm* %5, i64 0, i32 6
  %23 = bitcast i32* %22 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %23, i8 0, i64 32, i1 false)
  %24 = getelementptr inbounds %struct.tm, %struct.tm* %5, i64 0, i32 5
  store i32 100, i32* %24, align 4, !tbaa !5
  %25 = getelementptr inbounds %struct.tm, %struct.tm* %5, i64 0, i32 4
  store i32 13, i32* %25, align 16, !tbaa !12
  %26 = getelementptr inbounds %struct.tm, %struct.tm* %5, i64 0, i32 3
  %27 = getelementptr inbounds %struct.tm, %struct.tm* %5, i64 0, i32 2
  %28 = getelementptr inbounds %struct.tm, %struct.tm* %5, i64 0, i32 1
  %29 = getelementptr inbounds %struct.tm, %struct.tm* %5, i64 0, i32 0
  %30 = bitcast %struct.tm* %5 to <4 x i32>*
  store <4 x i32> <i32 70, i32 -5, i32 25, i32 35>, <4 x i32>* %30, align 16, !tbaa !13
  %31 = call i64 @mktime(%struct.tm* noundef nonnull %5) #8
  %32 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.8, i64 0, i64 0), i64 noundef %31)
  %33 = load i32, i32* %24, align 4, !tbaa !5
  %34 = add nsw i32 %33, 1900
  %35 = load i32, i32* %25, align 16, !tbaa !12
  %36 = add nsw i32 %35, 1
  %37 = load i32, i32* %26, align 4, !tbaa !14
  %38 = load i32, i32* %27, align 8, !tbaa !15
  %39 = load i32, i32* %28, align 4, !tbaa !16
  %40 = load i32, i32* %29, align 16, !tbaa !17
  %41 = getelementptr inbounds %struct.tm, %struct.tm* %5, i64 0, i32 6
  %42 = load i32, i32* %41, align 8, !tbaa !18
  %43 = getelementptr inbounds %struct.tm, %struct.tm* %5, i64 0, i32 7
  %44 = load i32, i32* %43, align 4, !tbaa !19
  %45 = getelementptr inbounds %struct.tm, %struct.tm* %5, i64 0, i32 8
  %46 = load i32, i32* %45, align 16, !tbaa !20
  %47 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([58 x i8], [58 x i8]* @.str.17, i64 0, i64 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.9, i64 0, i64 0), i32 noundef %34, i32 noundef %36, i32 noundef %37, i32 noundef %38, i32 noundef %39, i32 noundef %40, i32 noundef %42, i32 noundef %44, i32 noundef %46) #8
  store i32 99, i32* %24, align 4, !tbaa !5
  store i32 -1, i32* %25, align 16, !tbaa !12
  %48 = bitcast %struct.tm* %5 to <4 x i32>*
  store <4 x i32> <i32 -1, i32 0, i32 0, i32 0>, <4 x i32>* %48, align 16, !tbaa !13
  %49 = call i64 @timegm(%struct.tm* noundef nonnull %5) #8
  %50 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.8, i64 0, i64 0), i64 noundef %49)
  %51 = load i32, i32* %24, align 4, !tbaa !5
  %52 = add nsw i32 %51, 1900
  %53 = load i32, i32* %25, align 16, !tbaa !12
  %54 = add nsw i32 %53, 1
  %55 = load i32, i32* %26, align 4, !tbaa !14
  %56 = load i32, i32* %27, align 8, !tbaa !15
  %57 = load i32, i32* %28, align 4, !tbaa !16
  %58 = load i32, i32* %29, align 16, !tbaa !17
  %59 = load i32, i32* %41, align 8, !tbaa !18
  %60 = load i32, i32* %43, align 4, !tbaa !19
  %61 = load i32, i32* %45, align 16, !tbaa !20
  %62 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([58 x i8], [58 x i8]* @.str.17, i64 0, i64 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.9, i64 0, i64 0), i32 noundef %52, i32 noundef %54, i32 noundef %55, i32 noundef %56, i32 noundef %57, i32 noundef %58, i32 noundef %59, i32 noundef %60, i32 noundef %61) #8
  %63 = bitcast %struct.tm* %6 to i8*
  %64 = getelementptr inbounds %struct.tm, %struct.tm* %6, i64 0, i32 5
  %65 = getelementptr inbounds %struct.tm, %struct.tm* %6, i64 0, i32 4
  %66 = getelementptr inbounds %struct.tm, %struct.tm* %6, i64 0, i32 3
  %67 = getelementptr inbounds [64 x i8], [64 x i8]* %7, i64 0, i64 0
  br label %146

68:                                               ; preds = %0, %132
  %69 = phi i64 [ 0, %0 ], [ %136, %132 ]
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %16) #8
  %70 = getelementptr inbounds [14 x i64], [14 x i64]* @main.times, i64 0, i64 %69
  %71 = load i64, i64* %70, align 8, !tbaa !21
  store i64 %71, i64* %1, align 8, !tbaa !23
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %17) #8
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %18) #8
  %72 = call %struct.tm* @gmtime_r(i64* noundef nonnull %1, %struct.tm* noundef nonnull %2) #8
  %73 = getelementptr inbounds %struct.tm, %struct.tm* %72, i64 0, i32 5
  %74 = load i32, i32* %73, align 4, !tbaa !5
  %75 = add nsw i32 %74, 1900
  %76 = getelementptr inbounds %struct.tm, %struct.tm* %72, i64 0, i32 4
  %77 = load i32, i32* %76, align 8, !tbaa !12
  %78 = add nsw i32 %77, 1
  %79 = getelementptr inbounds %struct.tm, %struct.tm* %72, i64 0, i32 3
  %80 = load i32, i32* %79, align 4, !tbaa !14
  %81 = getelementptr inbounds %struct.tm, %struct.tm* %72, i64 0, i32 2
  %82 = load i32, i32* %81, align 8, !tbaa !15
  %83 = getelementptr inbounds %struct.tm, %struct.tm* %72, i64 0, i32 1
  %84 = load i32, i32* %83, align 4, !tbaa !16
  %85 = getelementptr inbounds %struct.tm, %struct.tm* %72, i64 0, i32 0
  %86 = load i32, i32* %85, align 8, !tbaa !17
  %87 = getelementptr inbounds %struct.tm, %struct.tm* %72, i64 0, i32 6
  %88 = load i32, i32* %87, align 8, !tbaa !18
  %89 = getelementptr inbounds %struct.tm, %struct.tm* %72, i64 0, i32 7
  %90 = load i32, i32* %89, align 4, !tbaa !19
  %91 = getelementptr inbounds %struct.tm, %struct.tm* %72, i64 0, i32 8
  %92 = load i32, i32* %91, align 8, !tbaa !20
  %93 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([58 x i8], [58 x i8]* @.str.17, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), i32 noundef %75, i32 noundef %78, i32 noundef %80, i32 noundef %82, i32 noundef %84, i32 noundef %86, i32 noundef %88, i32 noundef %90, i32 noundef %92) #8
  %94 = call %struct.tm* @localtime_r(i64* noundef nonnull %1, %struct.tm* noundef nonnull %3) #8
  %95 = getelementptr inbounds %struct.tm, %struct.tm* %94, i64 0, i32 5
  %96 = load i32, i32* %95, align 4, !tbaa !5
  %97 = add nsw i32 %96, 1900
  %98 = getelementptr inbounds %struct.tm, %struct.tm* %94, i64 0, i32 4
  %99 = load i32, i32* %98, align 8, !tbaa !12
  %100 = add nsw i32 %99, 1
  %101 = getelementptr inbounds %struct.tm, %struct.tm* %94, i64 0, i32 3
  %102 = load i32, i32* %101, align 4, !tbaa !14
  %103 = getelementptr inbounds %struct.tm, %struct.tm* %94, i64 0, i32 2
  %104 = load i32, i32* %103, align 8, !tbaa !15
  %105 = getelementptr inbounds %struct.tm, %struct.tm* %94, i64 0, i32 1
  %106 = load i32, i32* %105, align 4, !tbaa !16
  %107 = getelementptr inbounds %struct.tm, %struct.tm* %94, i64 0, i32 0
  %108 = load i32, i32* %107, align 8, !tbaa !17
  %109 = getelementptr inbounds %struct.tm, %struct.tm* %94, i64 0, i32 6
  %110 = load i32, i32* %109, align 8, !tbaa !18
  %111 = getelementptr inbounds %struct.tm, %struct.tm* %94, i64 0, i32 7
  %112 = load i32, i32* %111, align 4, !tbaa !19
  %113 = getelementptr inbounds %struct.tm, %struct.tm* %94, i64 0, i32 8
  %114 = load i32, i32* %113, align 8, !tbaa !20
  %115 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([58 x i8], [58 x i8]* @.str.17, i64 0, i64 0), i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i64 0, i64 0), i32 noundef %97, i32 noundef %100, i32 noundef %102, i32 noundef %104, i32 noundef %106, i32 noundef %108, i32 noundef %110, i32 noundef %112, i32 noundef %114) #8
  %116 = call %struct.tm* @gmtime(i64* noundef nonnull %1) #8
  %117 = getelementptr inbounds %struct.tm, %struct.tm* %116, i64 0, i32 10
  %118 = load i8*, i8** %117, align 8, !tbaa !24
  %119 = getelementptr inbounds %struct.tm, %struct.tm* %116, i64 0, i32 9
  %120 = load i64, i64* %119, align 8, !tbaa !25
  %121 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.2, i64 0, i64 0), i8* noundef %118, i64 noundef %120)
  %122 = call %struct.tm* @localtime(i64* noundef nonnull %1) #8
  %123 = getelementptr inbounds %struct.tm, %struct.tm* %122, i64 0, i32 10
  %124 = load i8*, i8** %123, align 8, !tbaa !24
  %125 = getelementptr inbounds %struct.tm, %struct.tm* %122, i64 0, i32 9
  %126 = load i64, i64* %125, align 8, !tbaa !25
  %127 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.3, i64 0, i64 0), i8* noundef %124, i64 noundef %126)
  %128 = call i8* @asctime(%struct.tm* noundef nonnull %2) #8
  %129 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i64 0, i64 0), i8* noundef %128)
  %130 = call i8* @ctime(i64* noundef nonnull %1) #8
  %131 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i64 0, i64 0), i8* noundef %130)
  call void @llvm.lifetime.start.p0i8(i64 128, i8* nonnull %19) #8
  br label %138

132:                                              ; preds = %138
  %133 = call i64 @mktime(%struct.tm* noundef nonnull %3) #8
  %134 = call i64 @timegm(%struct.tm* noundef nonnull %2) #8
  %135 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.7, i64 0, i64 0), i64 noundef %133, i64 noundef %134)
  call void @llvm.lifetime.end.p0i8(i64 128, i8* nonnull %19) #8
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %18) #8
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %17) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %16) #8
  %136 = add nuw nsw i64 %69, 1
  %137 = icmp eq i64 %136, 14
  br i1 %137, label %20, label %68, !llvm.loop !26

138:                                              ; preds = %68, %138
  %139 = phi i64 [ 0, %68 ], [ %144, %138 ]
  %140 = getelementptr inbounds [15 x i8*], [15 x i8*]* @formats, i64 0, i64 %139
  %141 = load i8*, i8** %140, align 8, !tbaa !28
  %142 = call i64 @strftime(i8* noundef nonnull %19, i64 noundef 128, i8* noundef %141, %struct.tm* noundef nonnull %3) #8
  %143 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.6, i64 0, i64 0), i8* noundef %141, i64 noundef %142, i8* noundef nonnull %19)
  %144 = add nuw nsw i64 %139, 1
  %145 = icmp eq i64 %144, 15
  br i1 %145, label %132, label %138, !llvm.loop !29

146:                                              ; preds = %20, %146
  %147 = phi i32 [ 2004, %20 ], [ %161, %146 ]
  %148 = add nsw i32 %147, -1900
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %63) #8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %63, i8 0, i64 56, i1 false)
  store i32 %148, i32* %64, align 4, !tbaa !5
  store i32 11, i32* %65, align 8, !tbaa !12
  store i32 26, i32* %66, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %67) #8
  %149 = call i64 @timegm(%struct.tm* noundef nonnull %6) #8
  %150 = call i64 @strftime(i8* noundef nonnull %67, i64 noundef 64, i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.10, i64 0, i64 0), %struct.tm* noundef nonnull %6) #8
  %151 = call i32 @puts(i8* nonnull %67)
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %67) #8
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %63) #8
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %63) #8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %63, i8 0, i64 56, i1 false)
  store i32 %148, i32* %64, align 4, !tbaa !5
  store i32 11, i32* %65, align 8, !tbaa !12
  store i32 30, i32* %66, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %67) #8
  %152 = call i64 @timegm(%struct.tm* noundef nonnull %6) #8
  %153 = call i64 @strftime(i8* noundef nonnull %67, i64 noundef 64, i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.10, i64 0, i64 0), %struct.tm* noundef nonnull %6) #8
  %154 = call i32 @puts(i8* nonnull %67)
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %67) #8
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %63) #8
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %63) #8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %63, i8 0, i64 56, i1 false)
  store i32 %148, i32* %64, align 4, !tbaa !5
  store i32 11, i32* %65, align 8, !tbaa !12
  store i32 34, i32* %66, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %67) #8
  %155 = call i64 @timegm(%struct.tm* noundef nonnull %6) #8
  %156 = call i64 @strftime(i8* noundef nonnull %67, i64 noundef 64, i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.10, i64 0, i64 0), %struct.tm* noundef nonnull %6) #8
  %157 = call i32 @puts(i8* nonnull %67)
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %67) #8
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %63) #8
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %63) #8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %63, i8 0, i64 56, i1 false)
  store i32 %148, i32* %64, align 4, !tbaa !5
  store i32 11, i32* %65, align 8, !tbaa !12
  store i32 38, i32* %66, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %67) #8
  %158 = call i64 @timegm(%struct.tm* noundef nonnull %6) #8
  %159 = call i64 @strftime(i8* noundef nonnull %67, i64 noundef 64, i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.10, i64 0, i64 0), %struct.tm* noundef nonnull %6) #8
  %160 = call i32 @puts(i8* nonnull %67)
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %67) #8
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %63) #8
  %161 = add nuw nsw i32 %147, 1
  %162 = icmp eq i32 %161, 2013
  br i1 %162, label %163, label %146, !llvm.loop !30

163:                                              ; preds = %146
  %164 = getelementptr inbounds [8 x i8], [8 x i8]* %8, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %164) #8
  %165 = bitcast %struct.tm* %9 to i8*
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %165) #8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %165, i8 0, i64 56, i1 false)
  %166 = call i64 @strftime(i8* noundef nonnull %164, i64 noundef 8, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.13, i64 0, i64 0), %struct.tm* noundef nonnull %9) #8
  %167 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.12, i64 0, i64 0), i64 noundef %166)
  %168 = call double @difftime(i64 noundef 100, i64 noundef 50) #9
  %169 = call double @difftime(i64 noundef -3, i64 noundef 4) #9
  %170 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.14, i64 0, i64 0), double noundef %168, double noundef %169)
  %171 = call i64 @time(i64* noundef null) #8
  %172 = bitcast i64* %10 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %172) #8
  %173 = call i64 @time(i64* noundef nonnull %10) #8
  %174 = call i64 @clock() #8
  %175 = bitcast %struct.timespec* %11 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %175) #8
  %176 = bitcast %struct.timespec* %12 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %176) #8
  %177 = call i32 @clock_gettime(i32 noundef 0, %struct.timespec* noundef nonnull %11) #8
  %178 = call i32 @clock_gettime(i32 noundef 1, %struct.timespec* noundef nonnull %12) #8
  %179 = bitcast %struct.timeval* %13 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %179) #8
  %180 = call i32 @gettimeofday(%struct.timeval* noundef nonnull %13, i8* noundef null) #8
  %181 = bitcast i64* %14 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %181)
  store volatile i64 0, i64* %14, align 8, !tbaa !23
  br label %192

182:                                              ; preds = %192
  %183 = call i64 @clock() #8
  %184 = bitcast %struct.timespec* %15 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %184) #8
  %185 = call i32 @clock_gettime(i32 noundef 1, %struct.timespec* noundef nonnull %15) #8
  %186 = load i64, i64* %10, align 8, !tbaa !23
  %187 = getelementptr inbounds %struct.timespec, %struct.timespec* %15, i64 0, i32 0
  %188 = load i64, i64* %187, align 8, !tbaa !31
  %189 = getelementptr inbounds %struct.timespec, %struct.timespec* %12, i64 0, i32 0
  %190 = load i64, i64* %189, align 8, !tbaa !31
  %191 = icmp sgt i64 %188, %190
  br i1 %191, label %219, label %210

192:                                              ; preds = %192, %163
  %193 = phi i64 [ 0, %163 ], [ %208, %192 ]
  %194 = load volatile i64, i64* %14, align 8, !tbaa !23
  %195 = add i64 %194, %193
  store volatile i64 %195, i64* %14, align 8, !tbaa !23
  %196 = add nuw nsw i64 %193, 1
  %197 = load volatile i64, i64* %14, align 8, !tbaa !23
  %198 = add i64 %197, %196
  store volatile i64 %198, i64* %14, align 8, !tbaa !23
  %199 = add nuw nsw i64 %193, 2
  %200 = load volatile i64, i64* %14, align 8, !tbaa !23
  %201 = add i64 %200, %199
  store volatile i64 %201, i64* %14, align 8, !tbaa !23
  %202 = add nuw nsw i64 %193, 3
  %203 = load volatile i64, i64* %14, align 8, !tbaa !23
  %204 = add i64 %203, %202
  store volatile i64 %204, i64* %14, align 8, !tbaa !23
  %205 = add nuw nsw i64 %193, 4
  %206 = load volatile i64, i64* %14, align 8, !tbaa !23
  %207 = add i64 %206, %205
  store volatile i64 %207, i64* %14, align 8, !tbaa !23
  %208 = add nuw nsw i64 %193, 5
  %209 = icmp eq i64 %208, 100000
  br i1 %209, label %182, label %192, !llvm.loop !33

210:                                              ; preds = %182
  %211 = icmp eq i64 %188, %190
  %212 = getelementptr inbounds %struct.timespec, %struct.timespec* %15, i64 0, i32 1
  %213 = load i64, i64* %212, align 8
  %214 = getelementptr inbounds %struct.timespec, %struct.timespec* %12, i64 0, i32 1
  %215 = load i64, i64* %214, align 8
  %216 = icmp sge i64 %213, %215
  %217 = select i1 %211, i1 %216, i1 false
  %218 = zext i1 %217 to i32
  br label %219

219:                                              ; preds = %210, %182
  %220 = phi i32 [ 1, %182 ], [ %218, %210 ]
  %221 = getelementptr inbounds %struct.timespec, %struct.timespec* %11, i64 0, i32 1
  %222 = load i64, i64* %221, align 8, !tbaa !34
  %223 = icmp ult i64 %222, 1000000000
  %224 = getelementptr inbounds %struct.timeval, %struct.timeval* %13, i64 0, i32 1
  %225 = load i64, i64* %224, align 8
  %226 = icmp sgt i64 %225, -1
  %227 = select i1 %223, i1 %226, i1 false
  %228 = icmp slt i64 %225, 1000000
  %229 = select i1 %227, i1 %228, i1 false
  %230 = zext i1 %229 to i32
  %231 = icmp sge i64 %183, %174
  %232 = zext i1 %231 to i32
  %233 = icmp sge i64 %186, %171
  %234 = zext i1 %233 to i32
  %235 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.15, i64 0, i64 0), i32 noundef %234, i32 noundef %232, i32 noundef %177, i32 noundef %178, i32 noundef %180, i32 noundef %220, i32 noundef %230)
  %236 = call i32 @clock_gettime(i32 noundef 99, %struct.timespec* noundef nonnull %11) #8
  %237 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.16, i64 0, i64 0), i32 noundef %236)
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %184) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %181)
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %179) #8
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %176) #8
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %175) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %172) #8
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %165) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %164) #8
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %21) #8
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare %struct.tm* @gmtime_r(i64* noundef, %struct.tm* noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare %struct.tm* @localtime_r(i64* noundef, %struct.tm* noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare %struct.tm* @gmtime(i64* noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nounwind
declare %struct.tm* @localtime(i64* noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i8* @asctime(%struct.tm* noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i8* @ctime(i64* noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i64 @strftime(i8* noundef, i64 noundef, i8* noundef, %struct.tm* noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn
declare noundef i64 @mktime(%struct.tm* nocapture noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare i64 @timegm(%struct.tm* noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare double @difftime(i64 noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare i64 @time(i64* noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i64 @clock() local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @clock_gettime(i32 noundef, %struct.timespec* noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @gettimeofday(%struct.timeval* nocapture noundef, i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #6 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { nounwind readnone willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
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
!34 = !{!32, !10, i64 8}
