; ModuleID = 'time.c'
source_filename = "time.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.tm = type { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i8* }
%struct.timespec = type { i32, i32 }
%struct.timeval = type { i32, i32 }

@main.times = internal constant [14 x i64] [i64 0, i64 1, i64 86399, i64 86400, i64 951782400, i64 951868800, i64 978307199, i64 1000000000, i64 1234567890, i64 1700000000, i64 2147483647, i64 -1, i64 -86400, i64 -2147483647], align 8
@.str = private unnamed_addr constant [9 x i8] c"gmtime_r\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"localtime_r\00", align 1
@.str.2 = private unnamed_addr constant [26 x i8] c"  gmtime zone %s off %ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [29 x i8] c"  localtime zone %s off %ld\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"  asctime %s\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"  ctime %s\00", align 1
@formats = internal constant [15 x i8*] [i8* getelementptr inbounds ([15 x i8], [15 x i8]* @.str.18, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.19, i32 0, i32 0), i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.20, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.21, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.22, i32 0, i32 0), i8* getelementptr inbounds ([15 x i8], [15 x i8]* @.str.23, i32 0, i32 0), i8* getelementptr inbounds ([17 x i8], [17 x i8]* @.str.24, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.25, i32 0, i32 0), i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.26, i32 0, i32 0), i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.27, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.28, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.29, i32 0, i32 0), i8* getelementptr inbounds ([16 x i8], [16 x i8]* @.str.30, i32 0, i32 0), i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.31, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.32, i32 0, i32 0)], align 4
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

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.tm, align 4
  %5 = alloca %struct.tm, align 4
  %6 = alloca %struct.tm*, align 4
  %7 = alloca %struct.tm*, align 4
  %8 = alloca [128 x i8], align 1
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca %struct.tm, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca %struct.tm, align 4
  %16 = alloca [64 x i8], align 1
  %17 = alloca [8 x i8], align 1
  %18 = alloca %struct.tm, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca %struct.timespec, align 4
  %23 = alloca %struct.timespec, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca %struct.timeval, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca %struct.timespec, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %32

32:                                               ; preds = %86, %0
  %33 = load i32, i32* %2, align 4
  %34 = icmp ult i32 %33, 14
  br i1 %34, label %35, label %89

35:                                               ; preds = %32
  %36 = load i32, i32* %2, align 4
  %37 = getelementptr inbounds [14 x i64], [14 x i64]* @main.times, i32 0, i32 %36
  %38 = load i64, i64* %37, align 8
  %39 = trunc i64 %38 to i32
  store i32 %39, i32* %3, align 4
  %40 = call %struct.tm* @gmtime_r(i32* noundef %3, %struct.tm* noundef %4) #5
  call void @show(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i32 0, i32 0), %struct.tm* noundef %40)
  %41 = call %struct.tm* @localtime_r(i32* noundef %3, %struct.tm* noundef %5) #5
  call void @show(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i32 0, i32 0), %struct.tm* noundef %41)
  %42 = call %struct.tm* @gmtime(i32* noundef %3) #5
  store %struct.tm* %42, %struct.tm** %6, align 4
  %43 = load %struct.tm*, %struct.tm** %6, align 4
  %44 = getelementptr inbounds %struct.tm, %struct.tm* %43, i32 0, i32 10
  %45 = load i8*, i8** %44, align 4
  %46 = load %struct.tm*, %struct.tm** %6, align 4
  %47 = getelementptr inbounds %struct.tm, %struct.tm* %46, i32 0, i32 9
  %48 = load i32, i32* %47, align 4
  %49 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.2, i32 0, i32 0), i8* noundef %45, i32 noundef %48)
  %50 = call %struct.tm* @localtime(i32* noundef %3) #5
  store %struct.tm* %50, %struct.tm** %7, align 4
  %51 = load %struct.tm*, %struct.tm** %7, align 4
  %52 = getelementptr inbounds %struct.tm, %struct.tm* %51, i32 0, i32 10
  %53 = load i8*, i8** %52, align 4
  %54 = load %struct.tm*, %struct.tm** %7, align 4
  %55 = getelementptr inbounds %struct.tm, %struct.tm* %54, i32 0, i32 9
  %56 = load i32, i32* %55, align 4
  %57 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.3, i32 0, i32 0), i8* noundef %53, i32 noundef %56)
  %58 = call i8* @asctime(%struct.tm* noundef %4) #5
  %59 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i32 0, i32 0), i8* noundef %58)
  %60 = call i8* @ctime(i32* noundef %3) #5
  %61 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i32 0, i32 0), i8* noundef %60)
  store i32 0, i32* %9, align 4
  br label %62

62:                                               ; preds = %77, %35
  %63 = load i32, i32* %9, align 4
  %64 = icmp ult i32 %63, 15
  br i1 %64, label %65, label %80

65:                                               ; preds = %62
  %66 = getelementptr inbounds [128 x i8], [128 x i8]* %8, i32 0, i32 0
  %67 = load i32, i32* %9, align 4
  %68 = getelementptr inbounds [15 x i8*], [15 x i8*]* @formats, i32 0, i32 %67
  %69 = load i8*, i8** %68, align 4
  %70 = call i32 @strftime(i8* noundef %66, i32 noundef 128, i8* noundef %69, %struct.tm* noundef %5) #5
  store i32 %70, i32* %10, align 4
  %71 = load i32, i32* %9, align 4
  %72 = getelementptr inbounds [15 x i8*], [15 x i8*]* @formats, i32 0, i32 %71
  %73 = load i8*, i8** %72, align 4
  %74 = load i32, i32* %10, align 4
  %75 = getelementptr inbounds [128 x i8], [128 x i8]* %8, i32 0, i32 0
  %76 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.6, i32 0, i32 0), i8* noundef %73, i32 noundef %74, i8* noundef %75)
  br label %77

77:                                               ; preds = %65
  %78 = load i32, i32* %9, align 4
  %79 = add i32 %78, 1
  store i32 %79, i32* %9, align 4
  br label %62, !llvm.loop !7

80:                                               ; preds = %62
  %81 = call i32 @mktime(%struct.tm* noundef %5) #5
  %82 = sext i32 %81 to i64
  %83 = call i32 @timegm(%struct.tm* noundef %4) #5
  %84 = sext i32 %83 to i64
  %85 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.7, i32 0, i32 0), i64 noundef %82, i64 noundef %84)
  br label %86

86:                                               ; preds = %80
  %87 = load i32, i32* %2, align 4
  %88 = add i32 %87, 1
  store i32 %88, i32* %2, align 4
  br label %32, !llvm.loop !9

89:                                               ; preds = %32
  %90 = bitcast %struct.tm* %11 to i8*
  call void @llvm.memset.p0i8.i32(i8* align 4 %90, i8 0, i32 44, i1 false)
  %91 = getelementptr inbounds %struct.tm, %struct.tm* %11, i32 0, i32 5
  store i32 100, i32* %91, align 4
  %92 = getelementptr inbounds %struct.tm, %struct.tm* %11, i32 0, i32 4
  store i32 13, i32* %92, align 4
  %93 = getelementptr inbounds %struct.tm, %struct.tm* %11, i32 0, i32 3
  store i32 35, i32* %93, align 4
  %94 = getelementptr inbounds %struct.tm, %struct.tm* %11, i32 0, i32 2
  store i32 25, i32* %94, align 4
  %95 = getelementptr inbounds %struct.tm, %struct.tm* %11, i32 0, i32 1
  store i32 -5, i32* %95, align 4
  %96 = getelementptr inbounds %struct.tm, %struct.tm* %11, i32 0, i32 0
  store i32 70, i32* %96, align 4
  %97 = call i32 @mktime(%struct.tm* noundef %11) #5
  store i32 %97, i32* %12, align 4
  %98 = load i32, i32* %12, align 4
  %99 = sext i32 %98 to i64
  %100 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.8, i32 0, i32 0), i64 noundef %99)
  call void @show(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.9, i32 0, i32 0), %struct.tm* noundef %11)
  %101 = getelementptr inbounds %struct.tm, %struct.tm* %11, i32 0, i32 5
  store i32 99, i32* %101, align 4
  %102 = getelementptr inbounds %struct.tm, %struct.tm* %11, i32 0, i32 4
  store i32 -1, i32* %102, align 4
  %103 = getelementptr inbounds %struct.tm, %struct.tm* %11, i32 0, i32 3
  store i32 0, i32* %103, align 4
  %104 = getelementptr inbounds %struct.tm, %struct.tm* %11, i32 0, i32 2
  store i32 0, i32* %104, align 4
  %105 = getelementptr inbounds %struct.tm, %struct.tm* %11, i32 0, i32 1
  store i32 0, i32* %105, align 4
  %106 = getelementptr inbounds %struct.tm, %struct.tm* %11, i32 0, i32 0
  store i32 -1, i32* %106, align 4
  %107 = call i32 @timegm(%struct.tm* noundef %11) #5
  %108 = sext i32 %107 to i64
  %109 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.8, i32 0, i32 0), i64 noundef %108)
  call void @show(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.9, i32 0, i32 0), %struct.tm* noundef %11)
  store i32 2004, i32* %13, align 4
  br label %110

110:                                              ; preds = %134, %89
  %111 = load i32, i32* %13, align 4
  %112 = icmp sle i32 %111, 2012
  br i1 %112, label %113, label %137

113:                                              ; preds = %110
  store i32 26, i32* %14, align 4
  br label %114

114:                                              ; preds = %130, %113
  %115 = load i32, i32* %14, align 4
  %116 = icmp sle i32 %115, 38
  br i1 %116, label %117, label %133

117:                                              ; preds = %114
  %118 = bitcast %struct.tm* %15 to i8*
  call void @llvm.memset.p0i8.i32(i8* align 4 %118, i8 0, i32 44, i1 false)
  %119 = load i32, i32* %13, align 4
  %120 = sub nsw i32 %119, 1900
  %121 = getelementptr inbounds %struct.tm, %struct.tm* %15, i32 0, i32 5
  store i32 %120, i32* %121, align 4
  %122 = getelementptr inbounds %struct.tm, %struct.tm* %15, i32 0, i32 4
  store i32 11, i32* %122, align 4
  %123 = load i32, i32* %14, align 4
  %124 = getelementptr inbounds %struct.tm, %struct.tm* %15, i32 0, i32 3
  store i32 %123, i32* %124, align 4
  %125 = call i32 @timegm(%struct.tm* noundef %15) #5
  %126 = getelementptr inbounds [64 x i8], [64 x i8]* %16, i32 0, i32 0
  %127 = call i32 @strftime(i8* noundef %126, i32 noundef 64, i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.10, i32 0, i32 0), %struct.tm* noundef %15) #5
  %128 = getelementptr inbounds [64 x i8], [64 x i8]* %16, i32 0, i32 0
  %129 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.11, i32 0, i32 0), i8* noundef %128)
  br label %130

130:                                              ; preds = %117
  %131 = load i32, i32* %14, align 4
  %132 = add nsw i32 %131, 4
  store i32 %132, i32* %14, align 4
  br label %114, !llvm.loop !10

133:                                              ; preds = %114
  br label %134

134:                                              ; preds = %133
  %135 = load i32, i32* %13, align 4
  %136 = add nsw i32 %135, 1
  store i32 %136, i32* %13, align 4
  br label %110, !llvm.loop !11

137:                                              ; preds = %110
  %138 = bitcast %struct.tm* %18 to i8*
  call void @llvm.memset.p0i8.i32(i8* align 4 %138, i8 0, i32 44, i1 false)
  %139 = getelementptr inbounds [8 x i8], [8 x i8]* %17, i32 0, i32 0
  %140 = call i32 @strftime(i8* noundef %139, i32 noundef 8, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.13, i32 0, i32 0), %struct.tm* noundef %18) #5
  %141 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.12, i32 0, i32 0), i32 noundef %140)
  %142 = call double @difftime(i32 noundef 100, i32 noundef 50) #6
  %143 = call double @difftime(i32 noundef -3, i32 noundef 4) #6
  %144 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.14, i32 0, i32 0), double noundef %142, double noundef %143)
  %145 = call i32 @time(i32* noundef null) #5
  store i32 %145, i32* %19, align 4
  %146 = call i32 @time(i32* noundef %20) #5
  %147 = call i32 @clock() #5
  store i32 %147, i32* %21, align 4
  %148 = call i32 @clock_gettime(i32 noundef 0, %struct.timespec* noundef %22) #5
  store i32 %148, i32* %24, align 4
  %149 = call i32 @clock_gettime(i32 noundef 1, %struct.timespec* noundef %23) #5
  store i32 %149, i32* %25, align 4
  %150 = call i32 @gettimeofday(%struct.timeval* noundef %26, i8* noundef null) #5
  store i32 %150, i32* %27, align 4
  store volatile i32 0, i32* %28, align 4
  store i32 0, i32* %29, align 4
  br label %151

151:                                              ; preds = %158, %137
  %152 = load i32, i32* %29, align 4
  %153 = icmp slt i32 %152, 100000
  br i1 %153, label %154, label %161

154:                                              ; preds = %151
  %155 = load i32, i32* %29, align 4
  %156 = load volatile i32, i32* %28, align 4
  %157 = add i32 %156, %155
  store volatile i32 %157, i32* %28, align 4
  br label %158

158:                                              ; preds = %154
  %159 = load i32, i32* %29, align 4
  %160 = add nsw i32 %159, 1
  store i32 %160, i32* %29, align 4
  br label %151, !llvm.loop !12

161:                                              ; preds = %151
  %162 = call i32 @clock() #5
  store i32 %162, i32* %30, align 4
  %163 = call i32 @clock_gettime(i32 noundef 1, %struct.timespec* noundef %31) #5
  %164 = load i32, i32* %20, align 4
  %165 = load i32, i32* %19, align 4
  %166 = icmp sge i32 %164, %165
  %167 = zext i1 %166 to i32
  %168 = load i32, i32* %30, align 4
  %169 = load i32, i32* %21, align 4
  %170 = icmp sge i32 %168, %169
  %171 = zext i1 %170 to i32
  %172 = load i32, i32* %24, align 4
  %173 = load i32, i32* %25, align 4
  %174 = load i32, i32* %27, align 4
  %175 = getelementptr inbounds %struct.timespec, %struct.timespec* %31, i32 0, i32 0
  %176 = load i32, i32* %175, align 4
  %177 = getelementptr inbounds %struct.timespec, %struct.timespec* %23, i32 0, i32 0
  %178 = load i32, i32* %177, align 4
  %179 = icmp sgt i32 %176, %178
  br i1 %179, label %194, label %180

180:                                              ; preds = %161
  %181 = getelementptr inbounds %struct.timespec, %struct.timespec* %31, i32 0, i32 0
  %182 = load i32, i32* %181, align 4
  %183 = getelementptr inbounds %struct.timespec, %struct.timespec* %23, i32 0, i32 0
  %184 = load i32, i32* %183, align 4
  %185 = icmp eq i32 %182, %184
  br i1 %185, label %186, label %192

186:                                              ; preds = %180
  %187 = getelementptr inbounds %struct.timespec, %struct.timespec* %31, i32 0, i32 1
  %188 = load i32, i32* %187, align 4
  %189 = getelementptr inbounds %struct.timespec, %struct.timespec* %23, i32 0, i32 1
  %190 = load i32, i32* %189, align 4
  %191 = icmp sge i32 %188, %190
  br label %192

192:                                              ; preds = %186, %180
  %193 = phi i1 [ false, %180 ], [ %191, %186 ]
  br label %194

194:                                              ; preds = %192, %161
  %195 = phi i1 [ true, %161 ], [ %193, %192 ]
  %196 = zext i1 %195 to i32
  %197 = getelementptr inbounds %struct.timespec, %struct.timespec* %22, i32 0, i32 1
  %198 = load i32, i32* %197, align 4
  %199 = icmp sge i32 %198, 0
  br i1 %199, label %200, label %212

200:                                              ; preds = %194
  %201 = getelementptr inbounds %struct.timespec, %struct.timespec* %22, i32 0, i32 1
  %202 = load i32, i32* %201, align 4
  %203 = icmp slt i32 %202, 1000000000
  br i1 %203, label %204, label %212

204:                                              ; preds = %200
  %205 = getelementptr inbounds %struct.timeval, %struct.timeval* %26, i32 0, i32 1
  %206 = load i32, i32* %205, align 4
  %207 = icmp sge i32 %206, 0
  br i1 %207, label %208, label %212

208:                                              ; preds = %204
  %209 = getelementptr inbounds %struct.timeval, %struct.timeval* %26, i32 0, i32 1
  %210 = load i32, i32* %209, align 4
  %211 = icmp slt i32 %210, 1000000
  br label %212

212:                                              ; preds = %208, %204, %200, %194
  %213 = phi i1 [ false, %204 ], [ false, %200 ], [ false, %194 ], [ %211, %208 ]
  %214 = zext i1 %213 to i32
  %215 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.15, i32 0, i32 0), i32 noundef %167, i32 noundef %171, i32 noundef %172, i32 noundef %173, i32 noundef %174, i32 noundef %196, i32 noundef %214)
  %216 = call i32 @clock_gettime(i32 noundef 99, %struct.timespec* noundef %22) #5
  %217 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.16, i32 0, i32 0), i32 noundef %216)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @show(i8* noundef %0, %struct.tm* noundef %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca %struct.tm*, align 4
  store i8* %0, i8** %3, align 4
  store %struct.tm* %1, %struct.tm** %4, align 4
  %5 = load i8*, i8** %3, align 4
  %6 = load %struct.tm*, %struct.tm** %4, align 4
  %7 = getelementptr inbounds %struct.tm, %struct.tm* %6, i32 0, i32 5
  %8 = load i32, i32* %7, align 4
  %9 = add nsw i32 %8, 1900
  %10 = load %struct.tm*, %struct.tm** %4, align 4
  %11 = getelementptr inbounds %struct.tm, %struct.tm* %10, i32 0, i32 4
  %12 = load i32, i32* %11, align 4
  %13 = add nsw i32 %12, 1
  %14 = load %struct.tm*, %struct.tm** %4, align 4
  %15 = getelementptr inbounds %struct.tm, %struct.tm* %14, i32 0, i32 3
  %16 = load i32, i32* %15, align 4
  %17 = load %struct.tm*, %struct.tm** %4, align 4
  %18 = getelementptr inbounds %struct.tm, %struct.tm* %17, i32 0, i32 2
  %19 = load i32, i32* %18, align 4
  %20 = load %struct.tm*, %struct.tm** %4, align 4
  %21 = getelementptr inbounds %struct.tm, %struct.tm* %20, i32 0, i32 1
  %22 = load i32, i32* %21, align 4
  %23 = load %struct.tm*, %struct.tm** %4, align 4
  %24 = getelementptr inbounds %struct.tm, %struct.tm* %23, i32 0, i32 0
  %25 = load i32, i32* %24, align 4
  %26 = load %struct.tm*, %struct.tm** %4, align 4
  %27 = getelementptr inbounds %struct.tm, %struct.tm* %26, i32 0, i32 6
  %28 = load i32, i32* %27, align 4
  %29 = load %struct.tm*, %struct.tm** %4, align 4
  %30 = getelementptr inbounds %struct.tm, %struct.tm* %29, i32 0, i32 7
  %31 = load i32, i32* %30, align 4
  %32 = load %struct.tm*, %struct.tm** %4, align 4
  %33 = getelementptr inbounds %struct.tm, %struct.tm* %32, i32 0, i32 8
  %34 = load i32, i32* %33, align 4
  %35 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([58 x i8], [58 x i8]* @.str.17, i32 0, i32 0), i8* noundef %5, i32 noundef %9, i32 noundef %13, i32 noundef %16, i32 noundef %19, i32 noundef %22, i32 noundef %25, i32 noundef %28, i32 noundef %31, i32 noundef %34)
  ret void
}

; Function Attrs: nounwind
declare %struct.tm* @gmtime_r(i32* noundef, %struct.tm* noundef) #1

; Function Attrs: nounwind
declare %struct.tm* @localtime_r(i32* noundef, %struct.tm* noundef) #1

; Function Attrs: nounwind
declare %struct.tm* @gmtime(i32* noundef) #1

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nounwind
declare %struct.tm* @localtime(i32* noundef) #1

; Function Attrs: nounwind
declare i8* @asctime(%struct.tm* noundef) #1

; Function Attrs: nounwind
declare i8* @ctime(i32* noundef) #1

; Function Attrs: nounwind
declare i32 @strftime(i8* noundef, i32 noundef, i8* noundef, %struct.tm* noundef) #1

; Function Attrs: nounwind
declare i32 @mktime(%struct.tm* noundef) #1

; Function Attrs: nounwind
declare i32 @timegm(%struct.tm* noundef) #1

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #3

; Function Attrs: nounwind readnone willreturn
declare double @difftime(i32 noundef, i32 noundef) #4

; Function Attrs: nounwind
declare i32 @time(i32* noundef) #1

; Function Attrs: nounwind
declare i32 @clock() #1

; Function Attrs: nounwind
declare i32 @clock_gettime(i32 noundef, %struct.timespec* noundef) #1

; Function Attrs: nounwind
declare i32 @gettimeofday(%struct.timeval* noundef, i8* noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind readnone willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 14.0.6"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
!11 = distinct !{!11, !8}
!12 = distinct !{!12, !8}
