; ModuleID = 'time.c'
source_filename = "time.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.tm = type { i32, i32, i32, i32, i32, i32, i32, i32, i32, i64, i8* }
%struct.timespec = type { i64, i64 }
%struct.timeval = type { i64, i64 }

@main.times = internal unnamed_addr constant [14 x i64] [i64 0, i64 1, i64 86399, i64 86400, i64 951782400, i64 951868800, i64 978307199, i64 1000000000, i64 1234567890, i64 1700000000, i64 2147483647, i64 -1, i64 -86400, i64 -2147483647], align 8
@.str = private unnamed_addr constant [9 x i8] c"gmtime_r\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"localtime_r\00", align 1
@.str.2 = private unnamed_addr constant [26 x i8] c"  gmtime zone %s off %ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [29 x i8] c"  localtime zone %s off %ld\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"  asctime %s\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"  ctime %s\00", align 1
@formats = internal unnamed_addr constant [15 x i8*] [i8* getelementptr inbounds ([15 x i8], [15 x i8]* @.str.18, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.19, i32 0, i32 0), i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.20, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.21, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.22, i32 0, i32 0), i8* getelementptr inbounds ([15 x i8], [15 x i8]* @.str.23, i32 0, i32 0), i8* getelementptr inbounds ([17 x i8], [17 x i8]* @.str.24, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.25, i32 0, i32 0), i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.26, i32 0, i32 0), i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.27, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.28, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.29, i32 0, i32 0), i8* getelementptr inbounds ([16 x i8], [16 x i8]* @.str.30, i32 0, i32 0), i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.31, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.32, i32 0, i32 0)], align 8
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
  %16 = bitcast i64* %1 to i8*
  %17 = bitcast %struct.tm* %2 to i8*
  %18 = bitcast %struct.tm* %3 to i8*
  %19 = getelementptr inbounds [128 x i8], [128 x i8]* %4, i64 0, i64 0
  br label %71

20:                                               ; preds = %135
  %21 = bitcast %struct.tm* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %21) #8
  %22 = getelementptr inbounds %struct.tm, %struct.tm* %5, i64 0, i32 6
  %23 = bitcast i32* %22 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %23, i8 0, i64 32, i1 false)
  %24 = getelementptr inbounds %struct.tm, %struct.tm* %5, i64 0, i32 5
  %25 = getelementptr inbounds %struct.tm, %struct.tm* %5, i64 0, i32 4
  %26 = bitcast i32* %25 to <2 x i32>*
  store <2 x i32> <i32 13, i32 100>, <2 x i32>* %26, align 16, !tbaa !10
  %27 = getelementptr inbounds %struct.tm, %struct.tm* %5, i64 0, i32 3
  %28 = getelementptr inbounds %struct.tm, %struct.tm* %5, i64 0, i32 2
  %29 = getelementptr inbounds %struct.tm, %struct.tm* %5, i64 0, i32 1
  %30 = getelementptr inbounds %struct.tm, %struct.tm* %5, i64 0, i32 0
  %31 = bitcast %struct.tm* %5 to <4 x i32>*
  store <4 x i32> <i32 70, i32 -5, i32 25, i32 35>, <4 x i32>* %31, align 16, !tbaa !10
  %32 = call i64 @mktime(%struct.tm* noundef nonnull %5) #8
  %33 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.8, i64 0, i64 0), i64 noundef %32)
  %34 = load i32, i32* %24, align 4, !tbaa !14
  %35 = add nsw i32 %34, 1900
  %36 = load i32, i32* %25, align 16, !tbaa !18
  %37 = add nsw i32 %36, 1
  %38 = load i32, i32* %27, align 4, !tbaa !19
  %39 = load i32, i32* %28, align 8, !tbaa !20
  %40 = load i32, i32* %29, align 4, !tbaa !21
  %41 = load i32, i32* %30, align 16, !tbaa !22
  %42 = getelementptr inbounds %struct.tm, %struct.tm* %5, i64 0, i32 6
  %43 = load i32, i32* %42, align 8, !tbaa !23
  %44 = getelementptr inbounds %struct.tm, %struct.tm* %5, i64 0, i32 7
  %45 = load i32, i32* %44, align 4, !tbaa !24
  %46 = getelementptr inbounds %struct.tm, %struct.tm* %5, i64 0, i32 8
  %47 = load i32, i32* %46, align 16, !tbaa !25
  %48 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([58 x i8], [58 x i8]* @.str.17, i64 0, i64 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.9, i64 0, i64 0), i32 noundef %35, i32 noundef %37, i32 noundef %38, i32 noundef %39, i32 noundef %40, i32 noundef %41, i32 noundef %43, i32 noundef %45, i32 noundef %47) #8
  %49 = bitcast i32* %25 to <2 x i32>*
  store <2 x i32> <i32 -1, i32 99>, <2 x i32>* %49, align 16, !tbaa !10
  %50 = bitcast %struct.tm* %5 to <4 x i32>*
  store <4 x i32> <i32 -1, i32 0, i32 0, i32 0>, <4 x i32>* %50, align 16, !tbaa !10
  %51 = call i64 @timegm(%struct.tm* noundef nonnull %5) #8
  %52 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.8, i64 0, i64 0), i64 noundef %51)
  %53 = load i32, i32* %24, align 4, !tbaa !14
  %54 = add nsw i32 %53, 1900
  %55 = load i32, i32* %25, align 16, !tbaa !18
  %56 = add nsw i32 %55, 1
  %57 = load i32, i32* %27, align 4, !tbaa !19
  %58 = load i32, i32* %28, align 8, !tbaa !20
  %59 = load i32, i32* %29, align 4, !tbaa !21
  %60 = load i32, i32* %30, align 16, !tbaa !22
  %61 = load i32, i32* %42, align 8, !tbaa !23
  %62 = load i32, i32* %44, align 4, !tbaa !24
  %63 = load i32, i32* %46, align 16, !tbaa !25
  %64 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([58 x i8], [58 x i8]* @.str.17, i64 0, i64 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.9, i64 0, i64 0), i32 noundef %54, i32 noundef %56, i32 noundef %57, i32 noundef %58, i32 noundef %59, i32 noundef %60, i32 noundef %61, i32 noundef %62, i32 noundef %63) #8
  %65 = bitcast %struct.tm* %6 to i8*
  %66 = getelementptr inbounds %struct.tm, %struct.tm* %6, i64 0, i32 5
  %67 = getelementptr inbounds %struct.tm, %struct.tm* %6, i64 0, i32 4
  %68 = getelementptr inbounds %struct.tm, %struct.tm* %6, i64 0, i32 3
  %69 = getelementptr inbounds [64 x i8], [64 x i8]* %7, i64 0, i64 0
  %70 = bitcast i32* %68 to <2 x i32>*
  br label %149

71:                                               ; preds = %0, %135
  %72 = phi i64 [ 0, %0 ], [ %139, %135 ]
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %16) #8
  %73 = getelementptr inbounds [14 x i64], [14 x i64]* @main.times, i64 0, i64 %72
  %74 = load i64, i64* %73, align 8, !tbaa !26
  store i64 %74, i64* %1, align 8, !tbaa !28
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %17) #8
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %18) #8
  %75 = call %struct.tm* @gmtime_r(i64* noundef nonnull %1, %struct.tm* noundef nonnull %2) #8
  %76 = getelementptr inbounds %struct.tm, %struct.tm* %75, i64 0, i32 5
  %77 = load i32, i32* %76, align 4, !tbaa !14
  %78 = add nsw i32 %77, 1900
  %79 = getelementptr inbounds %struct.tm, %struct.tm* %75, i64 0, i32 4
  %80 = load i32, i32* %79, align 8, !tbaa !18
  %81 = add nsw i32 %80, 1
  %82 = getelementptr inbounds %struct.tm, %struct.tm* %75, i64 0, i32 3
  %83 = load i32, i32* %82, align 4, !tbaa !19
  %84 = getelementptr inbounds %struct.tm, %struct.tm* %75, i64 0, i32 2
  %85 = load i32, i32* %84, align 8, !tbaa !20
  %86 = getelementptr inbounds %struct.tm, %struct.tm* %75, i64 0, i32 1
  %87 = load i32, i32* %86, align 4, !tbaa !21
  %88 = getelementptr inbounds %struct.tm, %struct.tm* %75, i64 0, i32 0
  %89 = load i32, i32* %88, align 8, !tbaa !22
  %90 = getelementptr inbounds %struct.tm, %struct.tm* %75, i64 0, i32 6
  %91 = load i32, i32* %90, align 8, !tbaa !23
  %92 = getelementptr inbounds %struct.tm, %struct.tm* %75, i64 0, i32 7
  %93 = load i32, i32* %92, align 4, !tbaa !24
  %94 = getelementptr inbounds %struct.tm, %struct.tm* %75, i64 0, i32 8
  %95 = load i32, i32* %94, align 8, !tbaa !25
  %96 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([58 x i8], [58 x i8]* @.str.17, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), i32 noundef %78, i32 noundef %81, i32 noundef %83, i32 noundef %85, i32 noundef %87, i32 noundef %89, i32 noundef %91, i32 noundef %93, i32 noundef %95) #8
  %97 = call %struct.tm* @localtime_r(i64* noundef nonnull %1, %struct.tm* noundef nonnull %3) #8
  %98 = getelementptr inbounds %struct.tm, %struct.tm* %97, i64 0, i32 5
  %99 = load i32, i32* %98, align 4, !tbaa !14
  %100 = add nsw i32 %99, 1900
  %101 = getelementptr inbounds %struct.tm, %struct.tm* %97, i64 0, i32 4
  %102 = load i32, i32* %101, align 8, !tbaa !18
  %103 = add nsw i32 %102, 1
  %104 = getelementptr inbounds %struct.tm, %struct.tm* %97, i64 0, i32 3
  %105 = load i32, i32* %104, align 4, !tbaa !19
  %106 = getelementptr inbounds %struct.tm, %struct.tm* %97, i64 0, i32 2
  %107 = load i32, i32* %106, align 8, !tbaa !20
  %108 = getelementptr inbounds %struct.tm, %struct.tm* %97, i64 0, i32 1
  %109 = load i32, i32* %108, align 4, !tbaa !21
  %110 = getelementptr inbounds %struct.tm, %struct.tm* %97, i64 0, i32 0
  %111 = load i32, i32* %110, align 8, !tbaa !22
  %112 = getelementptr inbounds %struct.tm, %struct.tm* %97, i64 0, i32 6
  %113 = load i32, i32* %112, align 8, !tbaa !23
  %114 = getelementptr inbounds %struct.tm, %struct.tm* %97, i64 0, i32 7
  %115 = load i32, i32* %114, align 4, !tbaa !24
  %116 = getelementptr inbounds %struct.tm, %struct.tm* %97, i64 0, i32 8
  %117 = load i32, i32* %116, align 8, !tbaa !25
  %118 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([58 x i8], [58 x i8]* @.str.17, i64 0, i64 0), i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i64 0, i64 0), i32 noundef %100, i32 noundef %103, i32 noundef %105, i32 noundef %107, i32 noundef %109, i32 noundef %111, i32 noundef %113, i32 noundef %115, i32 noundef %117) #8
  %119 = call %struct.tm* @gmtime(i64* noundef nonnull %1) #8
  %120 = getelementptr inbounds %struct.tm, %struct.tm* %119, i64 0, i32 10
  %121 = load i8*, i8** %120, align 8, !tbaa !29
  %122 = getelementptr inbounds %struct.tm, %struct.tm* %119, i64 0, i32 9
  %123 = load i64, i64* %122, align 8, !tbaa !30
  %124 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.2, i64 0, i64 0), i8* noundef %121, i64 noundef %123)
  %125 = call %struct.tm* @localtime(i64* noundef nonnull %1) #8
  %126 = getelementptr inbounds %struct.tm, %struct.tm* %125, i64 0, i32 10
  %127 = load i8*, i8** %126, align 8, !tbaa !29
  %128 = getelementptr inbounds %struct.tm, %struct.tm* %125, i64 0, i32 9
  %129 = load i64, i64* %128, align 8, !tbaa !30
  %130 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.3, i64 0, i64 0), i8* noundef %127, i64 noundef %129)
  %131 = call i8* @asctime(%struct.tm* noundef nonnull %2) #8
  %132 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i64 0, i64 0), i8* noundef %131)
  %133 = call i8* @ctime(i64* noundef nonnull %1) #8
  %134 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i64 0, i64 0), i8* noundef %133)
  call void @llvm.lifetime.start.p0i8(i64 128, i8* nonnull %19) #8
  br label %141

135:                                              ; preds = %141
  %136 = call i64 @mktime(%struct.tm* noundef nonnull %3) #8
  %137 = call i64 @timegm(%struct.tm* noundef nonnull %2) #8
  %138 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.7, i64 0, i64 0), i64 noundef %136, i64 noundef %137)
  call void @llvm.lifetime.end.p0i8(i64 128, i8* nonnull %19) #8
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %18) #8
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %17) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %16) #8
  %139 = add nuw nsw i64 %72, 1
  %140 = icmp eq i64 %139, 14
  br i1 %140, label %20, label %71, !llvm.loop !31

141:                                              ; preds = %71, %141
  %142 = phi i64 [ 0, %71 ], [ %147, %141 ]
  %143 = getelementptr inbounds [15 x i8*], [15 x i8*]* @formats, i64 0, i64 %142
  %144 = load i8*, i8** %143, align 8, !tbaa !33
  %145 = call i64 @strftime(i8* noundef nonnull %19, i64 noundef 128, i8* noundef %144, %struct.tm* noundef nonnull %3) #8
  %146 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.6, i64 0, i64 0), i8* noundef %144, i64 noundef %145, i8* noundef nonnull %19)
  %147 = add nuw nsw i64 %142, 1
  %148 = icmp eq i64 %147, 15
  br i1 %148, label %135, label %141, !llvm.loop !34

149:                                              ; preds = %20, %149
  %150 = phi i32 [ 2004, %20 ], [ %164, %149 ]
  %151 = add nsw i32 %150, -1900
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %65) #8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %65, i8 0, i64 56, i1 false)
  store i32 %151, i32* %66, align 4, !tbaa !14
  store i32 11, i32* %67, align 8, !tbaa !18
  store i32 26, i32* %68, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %69) #8
  %152 = call i64 @timegm(%struct.tm* noundef nonnull %6) #8
  %153 = call i64 @strftime(i8* noundef nonnull %69, i64 noundef 64, i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.10, i64 0, i64 0), %struct.tm* noundef nonnull %6) #8
  %154 = call i32 @puts(i8* nonnull %69)
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %69) #8
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %65) #8
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %65) #8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %65, i8 0, i64 56, i1 false)
  store i32 %151, i32* %66, align 4, !tbaa !14
  store i32 11, i32* %67, align 8, !tbaa !18
  store i32 30, i32* %68, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %69) #8
  %155 = call i64 @timegm(%struct.tm* noundef nonnull %6) #8
  %156 = call i64 @strftime(i8* noundef nonnull %69, i64 noundef 64, i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.10, i64 0, i64 0), %struct.tm* noundef nonnull %6) #8
  %157 = call i32 @puts(i8* nonnull %69)
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %69) #8
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %65) #8
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %65) #8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %65, i8 0, i64 56, i1 false)
  store i32 %151, i32* %66, align 4, !tbaa !14
  store i32 11, i32* %67, align 8, !tbaa !18
  store i32 34, i32* %68, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %69) #8
  %158 = call i64 @timegm(%struct.tm* noundef nonnull %6) #8
  %159 = call i64 @strftime(i8* noundef nonnull %69, i64 noundef 64, i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.10, i64 0, i64 0), %struct.tm* noundef nonnull %6) #8
  %160 = call i32 @puts(i8* nonnull %69)
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %69) #8
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %65) #8
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %65) #8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %65, i8 0, i64 56, i1 false)
  store i32 %151, i32* %66, align 4, !tbaa !14
  store <2 x i32> <i32 38, i32 11>, <2 x i32>* %70, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %69) #8
  %161 = call i64 @timegm(%struct.tm* noundef nonnull %6) #8
  %162 = call i64 @strftime(i8* noundef nonnull %69, i64 noundef 64, i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.10, i64 0, i64 0), %struct.tm* noundef nonnull %6) #8
  %163 = call i32 @puts(i8* nonnull %69)
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %69) #8
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %65) #8
  %164 = add nuw nsw i32 %150, 1
  %165 = icmp eq i32 %164, 2013
  br i1 %165, label %166, label %149, !llvm.loop !35

166:                                              ; preds = %149
  %167 = getelementptr inbounds [8 x i8], [8 x i8]* %8, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %167) #8
  %168 = bitcast %struct.tm* %9 to i8*
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %168) #8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %168, i8 0, i64 56, i1 false)
  %169 = call i64 @strftime(i8* noundef nonnull %167, i64 noundef 8, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.13, i64 0, i64 0), %struct.tm* noundef nonnull %9) #8
  %170 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.12, i64 0, i64 0), i64 noundef %169)
  %171 = call double @difftime(i64 noundef 100, i64 noundef 50) #9
  %172 = call double @difftime(i64 noundef -3, i64 noundef 4) #9
  %173 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.14, i64 0, i64 0), double noundef %171, double noundef %172)
  %174 = call i64 @time(i64* noundef null) #8
  %175 = bitcast i64* %10 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %175) #8
  %176 = call i64 @time(i64* noundef nonnull %10) #8
  %177 = call i64 @clock() #8
  %178 = bitcast %struct.timespec* %11 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %178) #8
  %179 = bitcast %struct.timespec* %12 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %179) #8
  %180 = call i32 @clock_gettime(i32 noundef 0, %struct.timespec* noundef nonnull %11) #8
  %181 = call i32 @clock_gettime(i32 noundef 1, %struct.timespec* noundef nonnull %12) #8
  %182 = bitcast %struct.timeval* %13 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %182) #8
  %183 = call i32 @gettimeofday(%struct.timeval* noundef nonnull %13, i8* noundef null) #8
  %184 = bitcast i64* %14 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %184)
  store volatile i64 0, i64* %14, align 8, !tbaa !28
  br label %195

185:                                              ; preds = %195
  %186 = call i64 @clock() #8
  %187 = bitcast %struct.timespec* %15 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %187) #8
  %188 = call i32 @clock_gettime(i32 noundef 1, %struct.timespec* noundef nonnull %15) #8
  %189 = load i64, i64* %10, align 8, !tbaa !28
  %190 = getelementptr inbounds %struct.timespec, %struct.timespec* %15, i64 0, i32 0
  %191 = load i64, i64* %190, align 8, !tbaa !36
  %192 = getelementptr inbounds %struct.timespec, %struct.timespec* %12, i64 0, i32 0
  %193 = load i64, i64* %192, align 8, !tbaa !36
  %194 = icmp sgt i64 %191, %193
  br i1 %194, label %210, label %201

195:                                              ; preds = %166, %195
  %196 = phi i64 [ 0, %166 ], [ %199, %195 ]
  %197 = load volatile i64, i64* %14, align 8, !tbaa !28
  %198 = add i64 %197, %196
  store volatile i64 %198, i64* %14, align 8, !tbaa !28
  %199 = add nuw nsw i64 %196, 1
  %200 = icmp eq i64 %199, 100000
  br i1 %200, label %185, label %195, !llvm.loop !38

201:                                              ; preds = %185
  %202 = icmp eq i64 %191, %193
  %203 = getelementptr inbounds %struct.timespec, %struct.timespec* %15, i64 0, i32 1
  %204 = load i64, i64* %203, align 8
  %205 = getelementptr inbounds %struct.timespec, %struct.timespec* %12, i64 0, i32 1
  %206 = load i64, i64* %205, align 8
  %207 = icmp sge i64 %204, %206
  %208 = select i1 %202, i1 %207, i1 false
  %209 = zext i1 %208 to i32
  br label %210

210:                                              ; preds = %201, %185
  %211 = phi i32 [ 1, %185 ], [ %209, %201 ]
  %212 = getelementptr inbounds %struct.timespec, %struct.timespec* %11, i64 0, i32 1
  %213 = load i64, i64* %212, align 8, !tbaa !39
  %214 = icmp ult i64 %213, 1000000000
  %215 = getelementptr inbounds %struct.timeval, %struct.timeval* %13, i64 0, i32 1
  %216 = load i64, i64* %215, align 8
  %217 = icmp sgt i64 %216, -1
  %218 = select i1 %214, i1 %217, i1 false
  %219 = icmp slt i64 %216, 1000000
  %220 = select i1 %218, i1 %219, i1 false
  %221 = zext i1 %220 to i32
  %222 = icmp sge i64 %186, %177
  %223 = zext i1 %222 to i32
  %224 = icmp sge i64 %189, %174
  %225 = zext i1 %224 to i32
  %226 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.15, i64 0, i64 0), i32 noundef %225, i32 noundef %223, i32 noundef %180, i32 noundef %181, i32 noundef %183, i32 noundef %211, i32 noundef %221)
  %227 = call i32 @clock_gettime(i32 noundef 99, %struct.timespec* noundef nonnull %11) #8
  %228 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.16, i64 0, i64 0), i32 noundef %227)
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %187) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %184)
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %182) #8
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %179) #8
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %178) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %175) #8
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %168) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %167) #8
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

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #5 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #6 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { nounwind readnone willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 1}
!9 = !{!"Debian clang version 14.0.6"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = !{!15, !11, i64 20}
!15 = !{!"tm", !11, i64 0, !11, i64 4, !11, i64 8, !11, i64 12, !11, i64 16, !11, i64 20, !11, i64 24, !11, i64 28, !11, i64 32, !16, i64 40, !17, i64 48}
!16 = !{!"long", !12, i64 0}
!17 = !{!"any pointer", !12, i64 0}
!18 = !{!15, !11, i64 16}
!19 = !{!15, !11, i64 12}
!20 = !{!15, !11, i64 8}
!21 = !{!15, !11, i64 4}
!22 = !{!15, !11, i64 0}
!23 = !{!15, !11, i64 24}
!24 = !{!15, !11, i64 28}
!25 = !{!15, !11, i64 32}
!26 = !{!27, !27, i64 0}
!27 = !{!"long long", !12, i64 0}
!28 = !{!16, !16, i64 0}
!29 = !{!15, !17, i64 48}
!30 = !{!15, !16, i64 40}
!31 = distinct !{!31, !32}
!32 = !{!"llvm.loop.mustprogress"}
!33 = !{!17, !17, i64 0}
!34 = distinct !{!34, !32}
!35 = distinct !{!35, !32}
!36 = !{!37, !16, i64 0}
!37 = !{!"timespec", !16, i64 0, !16, i64 8}
!38 = distinct !{!38, !32}
!39 = !{!37, !16, i64 8}
